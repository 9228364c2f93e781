import type { TZDate } from '@date-fns/tz';
import { lightFormat } from 'date-fns';
import type { Month } from 'date-fns';
import type { Lang } from '../../../contract/api';
import { dateLocale } from './date-locales';
import { kyivReading } from '../../../contract/format/kyiv-time';
import type { DateInput, KyivReading } from '../../../contract/format/kyiv-time';
import { formatT } from './messages';
import { EM_DASH } from '../../../contract/format/text';

/** Month names: 'full' ('листопад'), 'genitive' ('22 листопада'), 'short' ('лист.'). */
export type MonthForm = 'full' | 'genitive' | 'short';

export interface DateOptions {
  /** The month in dates: genitive by default ('05 листопада 2026'), or short ('05 лист. 2026'). */
  month?: 'genitive' | 'short';
}

export interface DateRangeOptions extends DateOptions {
  /** Add hh:mm to both ends. */
  time?: boolean;
}

/** The name of month 1–12 in the given form; an empty string outside 1–12. */
export function monthName(month: number, lang: Lang, form: MonthForm): string {
  if (!Number.isInteger(month) || month < 1 || month > 12) return '';
  return dateLocale(lang).localize.month((month - 1) as Month, {
    width: form === 'short' ? 'abbreviated' : 'wide',
    context: form === 'full' ? 'standalone' : 'formatting',
  });
}

// lightFormat writes the digits and the locale's own month names are put between them: date-fns'
// `format` with its locale tokens cost every page 2.3 KB more gzipped (docs/decisions.md).
// One lightFormat call reads every field: each call copies the TZDate, and each copy asks the
// time-zone database for Kyiv's offset again (a long tender's page formats hundreds of dates).
interface WallFields {
  day: string;
  month: number;
  year: string;
  time: string;
}

function wallFields(date: TZDate): WallFields {
  const [day = '', month = '', year = '', time = ''] = lightFormat(date, 'dd MM yyyy HH:mm').split(
    ' ',
  );
  return { day, month: Number(month), year, time };
}

function datePart({ day, month, year }: WallFields, lang: Lang, options: DateOptions): string {
  return `${day} ${monthName(month, lang, options.month ?? 'genitive')} ${year}`;
}

function dateTimePart({ date, hasTime }: KyivReading, lang: Lang, options: DateOptions): string {
  const fields = wallFields(date);
  const day = datePart(fields, lang, options);
  return hasTime ? formatT(lang)('dateTime', { date: day, time: fields.time }) : day;
}

/** The date in Kyiv: '05 листопада 2026' / '05 November 2026'; missing or invalid → '—'. */
export function formatDate(value: DateInput, lang: Lang, options: DateOptions = {}): string {
  const reading = kyivReading(value);
  return reading ? datePart(wallFields(reading.date), lang, options) : EM_DASH;
}

/** The time in Kyiv, 24-hour and zero-padded: '09:05'; missing, invalid or date-only → '—'. */
export function formatTime(value: DateInput): string {
  const reading = kyivReading(value);
  return reading?.hasTime ? wallFields(reading.date).time : EM_DASH;
}

/**
 * The date and time in Kyiv: '05 листопада 2026, 14:30'. A date-only input shows the
 * date alone; missing or invalid → '—'.
 */
export function formatDateTime(value: DateInput, lang: Lang, options: DateOptions = {}): string {
  const reading = kyivReading(value);
  return reading ? dateTimePart(reading, lang, options) : EM_DASH;
}

/** The month and year in Kyiv with the month's full name: 'листопад 2026' / 'November 2026'. */
export function formatMonthYear(value: DateInput, lang: Lang): string {
  const reading = kyivReading(value);
  if (!reading) return EM_DASH;
  const { month, year } = wallFields(reading.date);
  return `${monthName(month, lang, 'full')} ${year}`;
}

/**
 * A period with both ends written in full: '01 березня 2024 — 30 березня 2024'
 * (with `time`, each end gets hh:mm). One end only: 'з 01 березня 2024' / 'до …'.
 * Neither → '—'.
 */
export function formatDateRange(
  start: DateInput,
  end: DateInput,
  lang: Lang,
  options: DateRangeOptions = {},
): string {
  const write = (reading: KyivReading): string =>
    options.time
      ? dateTimePart(reading, lang, options)
      : datePart(wallFields(reading.date), lang, options);
  const from = kyivReading(start);
  const until = kyivReading(end);
  const t = formatT(lang);
  if (from && until) return t('range.between', { start: write(from), end: write(until) });
  if (from) return t('range.from', { start: write(from) });
  if (until) return t('range.until', { end: write(until) });
  return EM_DASH;
}
