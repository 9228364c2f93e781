import type { Lang } from '../../../../../contract/api';
import type { Dictionary, DictionaryKey } from '../../../../../contract/static-data';
import '../../../../../src/features/search/components/filters/locales';
import { FILTER_DICTIONARIES } from '../../../../../src/features/search/model/filters/filter-dictionaries';
import type { ChipContext } from '../../../../../src/features/search/model/filters/chips';
import { i18n } from '../../../../../src/lib/i18n';
import { shippedDictionary } from '../../../../support/shipped-data';

/** Every panel's dictionaries, and the classifier its CPV field loads on demand. */
const KEYS: DictionaryKey[] = [
  ...new Set([...Object.values(FILTER_DICTIONARIES).flat(), 'cpv' as const]),
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
