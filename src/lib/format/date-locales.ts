import type { Locale } from 'date-fns';
import { uk } from 'date-fns/locale/uk';
import type { Lang } from '../../../contract/api';
import { formatTexts } from './messages';

const ukShortMonths: readonly string[] = formatTexts('uk').monthNames.short;

/**
 * date-fns's Ukrainian locale with the portal's short month names ('бер.', 'вер.', 'лист.'
 * from locales/uk/format.json), where date-fns writes 'берез.', 'верес.', 'листоп.'; its full
 * ('листопад') and genitive ('листопада') names are the ones the portal uses.
 */
const ukPortal: Locale = {
  ...uk,
  localize: {
    ...uk.localize,
    month: (month, options) =>
      options?.width === 'abbreviated'
        ? (ukShortMonths[month] ?? '')
        : uk.localize.month(month, options),
  },
};

const LOCALES: Partial<Record<Lang, Locale>> = { uk: ukPortal };

/**
 * The date-fns locale of `lang`: English dates are British ('05 November 2026'). Ukrainian's
 * until another language's has come (`loadDateLocale`).
 */
export const dateLocale = (lang: Lang): Locale => LOCALES[lang] ?? ukPortal;

/** Brings the date-fns locale of `lang`: the English one comes with the first page in English. */
export async function loadDateLocale(lang: Lang): Promise<void> {
  if (LOCALES[lang]) return;
  LOCALES[lang] = (await import('date-fns/locale/en-GB')).enGB;
}
