import type { Lang } from '../../../../contract/api';
import { DEFAULT_LANG } from '../../../../contract/api';
import type { DictionaryKey } from '../../../../contract/static-data';
import { LANG_PARAM } from '../../../../contract/lang-url';

/**
 * What the glossary explains, group by group: the procedure types and the statuses the
 * portal's timelines and badges show (tenders and their tabs, plans and frameworks). A group named after a reference dictionary
 * (data/dictionaries, from ProzorroUKR/standards) explains every code it lists and takes its
 * labels; a group the tender tabs label themselves lists its
 * codes here and names them in the glossary's texts.
 */
export const GLOSSARY_GROUPS = [
  { group: 'procedure', dictionary: 'procurement_method_types' },
  { group: 'tender', dictionary: 'tender_statuses' },
  { group: 'lot', codes: ['active', 'complete', 'cancelled', 'unsuccessful'] },
  { group: 'qualification', dictionary: 'qualification_statuses' },
  { group: 'award', dictionary: 'award_statuses' },
  // The complaints tab names 'draft' and 'cancelled' itself.
  { group: 'complaint', dictionary: 'complaint_statuses', extra: ['draft', 'cancelled'] },
  {
    group: 'claim',
    codes: [
      'draft',
      'claim',
      'answered',
      'invalid',
      'declined',
      'ignored',
      'resolved',
      'cancelled',
    ],
  },
  { group: 'question', codes: ['has_answer', 'no_answer'] },
  { group: 'cancellation', codes: ['draft', 'pending', 'active', 'unsuccessful', 'complete'] },
  { group: 'contract', codes: ['pending', 'active', 'cancelled', 'terminated'] },
  { group: 'change', codes: ['pending', 'active', 'cancelled'] },
  // The central database writes a cancelled transaction as `canceled` (its treasury code -1).
  { group: 'payment', codes: ['successful', 'canceled'] },
  {
    group: 'agreement',
    codes: ['pending', 'active', 'unsuccessful', 'cancelled', 'terminated', 'ripped'],
  },
  { group: 'agreementContract', codes: ['active', 'unsuccessful'] },
  {
    group: 'monitoring',
    codes: [
      'draft',
      'active',
      'addressed',
      'declined',
      'completed',
      'closed',
      'stopped',
      'cancelled',
    ],
  },
  // The plan and framework pages' badges and the search cards of plans and frameworks.
  { group: 'plan', codes: ['draft', 'scheduled', 'complete', 'cancelled'] },
  { group: 'framework', codes: ['draft', 'active', 'complete', 'unsuccessful'] },
] as const satisfies readonly (
  | {
      group: string;
      dictionary: DictionaryKey;
      /** Codes the badges show that the dictionary does not list. */
      extra?: readonly string[];
    }
  | {
      group: string;
      /** The codes of the group's badges; the glossary's texts name them. */
      codes: readonly string[];
    }
)[];

export type GlossaryGroup = (typeof GLOSSARY_GROUPS)[number]['group'];
export type StatusGroup = Exclude<GlossaryGroup, 'procedure'>;

const groupOf = (group: GlossaryGroup) => GLOSSARY_GROUPS.find((entry) => entry.group === group);

/** The dictionary that labels a group's codes, or undefined when the glossary names them. */
export function glossaryDictionary(group: GlossaryGroup): DictionaryKey | undefined {
  const entry = groupOf(group);
  return entry && 'dictionary' in entry ? entry.dictionary : undefined;
}

/**
 * The codes of a group the glossary knows without a dictionary: a group's own list, or the
 * codes a dictionary group adds to its dictionary.
 */
export function glossaryOwnCodes(group: GlossaryGroup): readonly string[] {
  const entry = groupOf(group);
  if (!entry) return [];
  if ('codes' in entry) return entry.codes;
  return 'extra' in entry ? entry.extra : [];
}

/** The dictionaries the glossary page labels its entries with. */
export const GLOSSARY_DICTIONARIES: readonly DictionaryKey[] = GLOSSARY_GROUPS.flatMap((entry) =>
  'dictionary' in entry ? [entry.dictionary] : [],
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
