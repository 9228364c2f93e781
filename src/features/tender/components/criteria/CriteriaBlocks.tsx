import type { Criterion } from '../../../../../contract/criteria';

export interface CriteriaBlocksProps {
  active: readonly Criterion[];
  historical: readonly Criterion[];
}

/** Spec §2 "Criteria blocks": an accordion per criterion, with 'last edition' / 'history'. */
export function CriteriaBlocks({ active }: CriteriaBlocksProps) {
  return (
    <ul className="criteria-blocks">
      {active.map((criterion) => (
        <li key={criterion.id}>{criterion.title}</li>
      ))}
    </ul>
  );
}
