import type { Lang } from '../../../../../contract/api';
import type { Dictionary, DictionaryKey } from '../../../../../contract/static-data';
import '../../../../../src/features/search/components/filters/locales';
import type { ChipContext } from '../../../../../src/features/search/model/filters/chips';
import { i18n } from '../../../../../src/lib/i18n';
import { shippedDictionary } from '../../../../support/shipped-data';

const KEYS: DictionaryKey[] = [
  'tender_statuses',
  'procurement_method_types',
  'regions',
  'award_criteria',
  'procurement_method_rationales',
  'milestone_codes',
  'funders',
  'framework_types',
  'cpv',
];

/** The shipped dictionaries the filters use, read once. */
export const DICTIONARIES: Partial<Record<DictionaryKey, Dictionary>> = Object.fromEntries(
  KEYS.map((key) => [key, shippedDictionary(key)]),
);

export const filtersT = (lang: Lang) => i18n.getFixedT(lang, 'searchFilters');

export const chipContext = (lang: Lang): ChipContext => ({
  lang,
  t: filtersT(lang),
  dictionaries: DICTIONARIES,
});

/** No-break spaces as plain spaces, for readable expectations. */
export const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');
