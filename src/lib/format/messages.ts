import i18next from 'i18next';
import type { TFunction } from 'i18next';
import type { Lang } from '../../../contract/api';
import formatUk from '../../../contract/locales/uk/format.json';

/** What the format functions read of a language's texts (plurals go through i18next). */
type FormatTexts = Pick<typeof formatUk, 'yes' | 'no' | 'currency' | 'vat' | 'monthNames'>;

/** The format texts of each language (month tables, yes/no, VAT notes), from locales/. */
const TEXTS: Partial<Record<Lang, FormatTexts>> = { uk: formatUk };

/** The format texts of `lang`: Ukrainian's until another language's have come (`loadFormatTexts`). */
export const formatTexts = (lang: Lang): FormatTexts => TEXTS[lang] ?? formatUk;

/*
 * Its own i18next instance: formatting stays a pure function of its arguments and the
 * language, independent of the interface language and of the app's i18n start-up, while
 * plurals and templates still go through i18next (Intl.PluralRules).
 */
const formatI18n = i18next.createInstance();
void formatI18n.init({
  resources: { uk: { format: formatUk } },
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

/**
 * Brings the format texts of `lang` (the English ones come with the first page in English, as the
 * interface's texts do: `loadLangTexts`).
 */
export async function loadFormatTexts(lang: Lang): Promise<void> {
  if (TEXTS[lang]) return;
  const { default: texts } = await import('../../../contract/locales/en/format.json');
  TEXTS[lang] = texts;
  formatI18n.addResourceBundle(lang, 'format', texts, true, true);
}
