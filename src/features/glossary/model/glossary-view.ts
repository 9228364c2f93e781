import type { Lang } from '../../../../contract/api';
import { formatDate } from '../../../lib/format';
import type { GlossaryContent, GlossaryField, ProcedureText, StatusText } from '../content/types';
import { GLOSSARY_GROUPS, glossaryEntryId, glossaryHref } from './entries';
import type { GlossaryGroup } from './entries';

/** A label of a dictionary code (the route's dictionaries), or the code itself. */
export type GlossaryLabel = (group: GlossaryGroup, code: string) => string;

export interface GlossaryRow {
  label: string;
  text: string;
}

export interface GlossaryEntryView {
  /** The element id the labels on other pages link to. */
  id: string;
  /** The code as the data has it ('' for a purchase outside the system). */
  code: string;
  /** The dictionary's label in the language. */
  title: string;
  rows: GlossaryRow[];
}

export interface GlossarySectionView {
  group: GlossaryGroup;
  /** The section's element id (`glossary-tender`). */
  id: string;
  entries: GlossaryEntryView[];
}

const PROCEDURE_FIELDS = ['purpose', 'users', 'thresholds', 'period', 'law'] as const;
const STATUS_FIELDS = ['now', 'can', 'next'] as const;
/** The short form a popup shows beside a procedure label. */
const PROCEDURE_POPUP_FIELDS = ['purpose', 'thresholds', 'period'] as const;

const rowsOf = <T extends ProcedureText | StatusText>(
  content: GlossaryContent,
  text: T,
  fields: readonly (keyof T & GlossaryField)[],
): GlossaryRow[] =>
  fields.map((field) => ({ label: content.labels[field], text: String(text[field]) }));

/** The texts of one group, keyed by code, in the order they are written (the dictionary's). */
const textsOf = (
  content: GlossaryContent,
  group: GlossaryGroup,
): Readonly<Record<string, ProcedureText | StatusText>> =>
  group === 'procedure' ? content.procedures : content.statuses[group];

function entryRows(
  content: GlossaryContent,
  group: GlossaryGroup,
  code: string,
  short: boolean,
): GlossaryRow[] | undefined {
  if (group === 'procedure') {
    const text = Object.hasOwn(content.procedures, code) ? content.procedures[code] : undefined;
    return text && rowsOf(content, text, short ? PROCEDURE_POPUP_FIELDS : PROCEDURE_FIELDS);
  }
  const texts = content.statuses[group];
  const text = Object.hasOwn(texts, code) ? texts[code] : undefined;
  return text && rowsOf(content, text, STATUS_FIELDS);
}

/** Every section of the glossary page: the procedure types, then each group of statuses. */
export function glossarySections(
  content: GlossaryContent,
  label: GlossaryLabel,
  lang: Lang,
): GlossarySectionView[] {
  const checked = { label: content.labels.checked, text: formatDate(content.checked, lang) };
  return GLOSSARY_GROUPS.map(({ group }) => ({
    group,
    id: `glossary-${group}`,
    entries: Object.entries(textsOf(content, group)).map(([code, text]) => ({
      id: glossaryEntryId(group, code),
      code,
      title: ('title' in text ? text.title : undefined) ?? label(group, code),
      // A procedure's entry says when its thresholds and periods were checked.
      rows: [
        ...(entryRows(content, group, code, false) ?? []),
        ...(group === 'procedure' ? [checked] : []),
      ],
    })),
  }));
}

/** What a popup beside a label shows: the entry's short text and the link to the whole entry. */
export interface GlossaryTermView {
  href: string;
  /** Undefined when the glossary has no entry for the code (a code newer than the texts). */
  rows: GlossaryRow[] | undefined;
}

export function glossaryTerm(
  content: GlossaryContent,
  group: GlossaryGroup,
  code: string,
  lang: Lang,
): GlossaryTermView {
  return { href: glossaryHref(group, code, lang), rows: entryRows(content, group, code, true) };
}
