import type { Lang } from '../../../../contract/api';
import { DEFAULT_LANG } from '../../../../contract/api';
import type { DictionaryKey } from '../../../../contract/static-data';
import { LANG_PARAM } from '../../../lib/lang-url';

/**
 * What the glossary explains, group by group: the procedure types and the statuses the
 * portal's timelines and badges show, each group named after the reference dictionary that
 * labels its codes (data/dictionaries, from ProzorroUKR/standards).
 */
export const GLOSSARY_GROUPS = [
  { group: 'procedure', dictionary: 'procurement_method_types' },
  { group: 'tender', dictionary: 'tender_statuses' },
  { group: 'qualification', dictionary: 'qualification_statuses' },
  { group: 'award', dictionary: 'award_statuses' },
  // The complaints tab names 'draft' and 'cancelled' itself (spec §4's complaint life).
  { group: 'complaint', dictionary: 'complaint_statuses', extra: ['draft', 'cancelled'] },
] as const satisfies readonly {
  group: string;
  dictionary: DictionaryKey;
  /** Codes the badges show that the dictionary does not list. */
  extra?: readonly string[];
}[];

export type GlossaryGroup = (typeof GLOSSARY_GROUPS)[number]['group'];
export type StatusGroup = Exclude<GlossaryGroup, 'procedure'>;

/** The dictionaries the glossary page labels its entries with. */
export const GLOSSARY_DICTIONARIES: readonly DictionaryKey[] = GLOSSARY_GROUPS.map(
  (entry) => entry.dictionary,
);

export const GLOSSARY_PATH = '/glossary';

/**
 * An entry's element id on the glossary page (`procedure-aboveThresholdUA`,
 * `tender-active.tendering`). The procedure type without a code (a purchase outside the
 * electronic system) is `procedure-none`.
 */
export const glossaryEntryId = (group: GlossaryGroup, code: string): string =>
  `${group}-${code === '' ? 'none' : code}`;

/**
 * The address of an entry: what a label links to when scripts do not run. It names a
 * language other than the default, which a page without scripts cannot remember.
 */
export const glossaryHref = (
  group: GlossaryGroup,
  code: string,
  lang: Lang = DEFAULT_LANG,
): string =>
  `${GLOSSARY_PATH}${lang === DEFAULT_LANG ? '' : `?${LANG_PARAM}=${lang}`}#${encodeURIComponent(glossaryEntryId(group, code))}`;
