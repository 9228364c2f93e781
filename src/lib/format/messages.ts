import i18next from 'i18next';
import type { TFunction } from 'i18next';
import type { Lang } from '../../../contract/api';
import formatEn from '../../../contract/locales/en/format.json';
import formatUk from '../../../contract/locales/uk/format.json';

/** The format texts of each language (month tables, yes/no, VAT notes), from locales/. */
export const FORMAT_TEXTS = { uk: formatUk, en: formatEn } as const;

/*
 * Its own i18next instance: formatting stays a pure function of its arguments and the
 * language, independent of the interface language and of the app's i18n start-up, while
 * plurals and templates still go through i18next (Intl.PluralRules).
 */
const formatI18n = i18next.createInstance();
void formatI18n.init({
  resources: { uk: { format: formatUk }, en: { format: formatEn } },
  lng: 'uk',
  fallbackLng: 'uk',
  ns: ['format'],
  defaultNS: 'format',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** One translate function per language: every formatted date or amount asks for it. */
const FORMAT_T: Readonly<Record<Lang, TFunction<'format'>>> = {
  uk: formatI18n.getFixedT('uk', 'format'),
  en: formatI18n.getFixedT('en', 'format'),
};

/** The translate function of the 'format' namespace in `lang`. */
export function formatT(lang: Lang): TFunction<'format'> {
  return FORMAT_T[lang];
}
