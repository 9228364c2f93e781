import type { Lang } from '../../../../../contract/api';
import type { Dictionary, DictionaryKey } from '../../../../../contract/static-data';
import '../../../../../src/features/tender/locales';
import '../../../../../src/features/tender/components/outcome/locales';
import type { TermsContext } from '../../../../../src/features/tender/model/terms/rows';
import { dictionaryLabel } from '../../../../../contract/dictionary-label';
import { i18n } from '../../../../../src/lib/i18n';
import { shippedDictionary } from '../../../../support/shipped-data';

const dictionaries = new Map<DictionaryKey, Dictionary>();

const dictionary = (key: DictionaryKey): Dictionary => {
  const loaded = dictionaries.get(key) ?? shippedDictionary(key);
  dictionaries.set(key, loaded);
  return loaded;
};

/** What the page passes to the view models: shipped dictionaries and the real namespace. */
export function termsContext(lang: Lang): TermsContext {
  return {
    lang,
    label: (key, code) => dictionaryLabel(dictionary(key), code, lang),
    t: i18n.getFixedT(lang, 'tenderTerms'),
  };
}

/** The Ukrainian and English labels of a code in a shipped dictionary (raw entry fields). */
export function entryOf(key: DictionaryKey, code: string) {
  const entry = dictionary(key).data[code] as Record<string, string | undefined> | undefined;
  return {
    uk: entry?.title_uk ?? entry?.name_uk,
    en: entry?.title_en ?? entry?.name_en,
  };
}
