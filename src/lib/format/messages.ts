import type { TFunction } from 'i18next';
import type { Lang } from '../../../contract/api';
import formatEn from '../../locales/en/format.json';
import formatUk from '../../locales/uk/format.json';
import { createTranslator } from '../translator';

/** The format texts of each language (month tables, yes/no, VAT notes), from locales/. */
export const FORMAT_TEXTS = { uk: formatUk, en: formatEn } as const;

/*
 * Its own translator: formatting stays a pure function of its arguments and the language,
 * independent of the interface language and of the app's i18n start-up, while plurals and
 * templates still go the same way (Intl.PluralRules).
 */
const formatTexts = createTranslator({
  resources: { uk: { format: formatUk }, en: { format: formatEn } },
  lng: 'uk',
  fallbackLng: 'uk',
  defaultNS: 'format',
});

/** The translate function of the 'format' namespace in `lang`. */
export function formatT(lang: Lang): TFunction<'format'> {
  return formatTexts.getFixedT(lang, 'format');
}
