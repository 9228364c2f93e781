import { useEffect } from 'react';
import type { SearchSection } from '../../../../../contract/api';
import type { DictionaryKey } from '../../../../../contract/static-data';
import { useLang } from '../../../../lib/i18n';
import type { Dictionaries } from '../../../../lib/reference-data';
import { referenceData } from '../../../../lib/reference-data';
import { useReferenceData } from '../../../../lib/use-reference-data';
import { FILTER_DICTIONARIES } from '../../model/filters/filter-dictionaries';

/**
 * The dictionaries of a section's filters in the current language (Ukrainian until it
 * arrives). The CPV classifier (1.4 MB) is asked for only with `withCpv`: when its picker
 * opens or a CPV filter needs its names.
 */
export function useFilterDictionaries(section: SearchSection, withCpv: boolean): Dictionaries {
  const lang = useLang();
  const { dictionaries } = useReferenceData();
  const keys: DictionaryKey[] = [
    ...FILTER_DICTIONARIES[section],
    ...(withCpv ? ['cpv' as const] : []),
  ];
  const wanted = keys.join(',');
  useEffect(() => {
    if (wanted !== '') void referenceData.ensure(wanted.split(',') as DictionaryKey[], lang);
  }, [wanted, lang]);
  const picked: Dictionaries = {};
  for (const key of keys) {
    const dictionary = dictionaries[lang][key] ?? dictionaries.uk[key];
    if (dictionary) picked[key] = dictionary;
  }
  return picked;
}
