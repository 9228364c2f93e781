import type { Lang } from '../../../contract/api';
import { kyivParts } from './kyiv-time';
import type { DateInput, KyivParts } from './kyiv-time';
import { FORMAT_TEXTS, formatT } from './messages';
import { EM_DASH } from './text';

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

const pad2 = (value: number): string => String(value).padStart(2, '0');

/** The name of month 1–12 in the given form; an empty string outside 1–12. */
export function monthName(month: number, lang: Lang, form: MonthForm): string {
  return FORMAT_TEXTS[lang].monthNames[form][month - 1] ?? '';
}

function datePart(parts: KyivParts, lang: Lang, options: DateOptions): string {
  const month = monthName(parts.month, lang, options.month ?? 'genitive');
  return `${pad2(parts.day)} ${month} ${String(parts.year)}`;
}

function timePart(parts: KyivParts): string {
  return `${pad2(parts.hour)}:${pad2(parts.minute)}`;
}

function dateTimePart(parts: KyivParts, lang: Lang, options: DateOptions): string {
  const date = datePart(parts, lang, options);
  return parts.hasTime ? formatT(lang)('dateTime', { date, time: timePart(parts) }) : date;
}

/** The date in Kyiv: '05 листопада 2026' / '05 November 2026'; missing or invalid → '—'. */
export function formatDate(value: DateInput, lang: Lang, options: DateOptions = {}): string {
  const parts = kyivParts(value);
  return parts ? datePart(parts, lang, options) : EM_DASH;
}

/** The time in Kyiv, 24-hour and zero-padded: '09:05'; missing, invalid or date-only → '—'. */
export function formatTime(value: DateInput): string {
  const parts = kyivParts(value);
  return parts?.hasTime ? timePart(parts) : EM_DASH;
}

/**
 * The date and time in Kyiv: '05 листопада 2026, 14:30'. A date-only input shows the
 * date alone; missing or invalid → '—'.
 */
export function formatDateTime(value: DateInput, lang: Lang, options: DateOptions = {}): string {
  const parts = kyivParts(value);
  return parts ? dateTimePart(parts, lang, options) : EM_DASH;
}

/** The month and year in Kyiv with the month's full name: 'листопад 2026' / 'November 2026'. */
export function formatMonthYear(value: DateInput, lang: Lang): string {
  const parts = kyivParts(value);
  return parts ? `${monthName(parts.month, lang, 'full')} ${String(parts.year)}` : EM_DASH;
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
  const write = (parts: KyivParts): string =>
    options.time ? dateTimePart(parts, lang, options) : datePart(parts, lang, options);
  const from = kyivParts(start);
  const until = kyivParts(end);
  const t = formatT(lang);
  if (from && until) return t('range.between', { start: write(from), end: write(until) });
  if (from) return t('range.from', { start: write(from) });
  if (until) return t('range.until', { end: write(until) });
  return EM_DASH;
}
