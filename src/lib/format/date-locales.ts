import type { Locale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { uk } from 'date-fns/locale/uk';
import type { Lang } from '../../../contract/api';
import { FORMAT_TEXTS } from './messages';

const ukShortMonths: readonly string[] = FORMAT_TEXTS.uk.monthNames.short;

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

/** The date-fns locale of each language: English dates are British ('05 November 2026'). */
export const DATE_LOCALES: Readonly<Record<Lang, Locale>> = { uk: ukPortal, en: enGB };
