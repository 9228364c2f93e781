import { StatusBadge } from '../../../components/ui/status-badge/StatusBadge';
import type { GlossaryGroup } from '../model/entries';
import { GlossaryTerm } from './GlossaryTerm';

export interface GlossaryBadgeProps {
  /** The group of statuses the badge belongs to (`award`, `contract`, `monitoring`…). */
  group: GlossaryGroup;
  /** The status as the badge shows it: the code picks the colour and the entry. */
  status: { code: string; label: string };
}

/** A status badge that opens its glossary entry (a plain badge for a code the glossary lacks). */
export function GlossaryBadge({ group, status }: GlossaryBadgeProps) {
  return (
    <GlossaryTerm group={group} code={status.code}>
      <StatusBadge status={status.code} label={status.label} />
    </GlossaryTerm>
  );
}
