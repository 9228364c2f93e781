import type { Lang } from '../../../../../contract/api';
import { formatDateTime } from '../../../../lib/format';

/** A moment as a reader sees it ('05 листопада 2026, 14:30' or '—') and for `<time dateTime>`. */
export interface DateView {
  text: string;
  /** ISO; undefined when there is no valid date (then no `<time>` element). */
  dateTime: string | undefined;
}

const timeOf = (value: string | undefined): number => {
  const time = Date.parse(value ?? '');
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

export function toDateView(value: string | undefined, lang: Lang): DateView {
  const time = timeOf(value);
  return {
    text: formatDateTime(value, lang),
    dateTime: Number.isFinite(time) ? new Date(time).toISOString() : undefined,
  };
}

/** Newest first by `dateOf`; entries without a date last, entries of one moment in given order. */
export function newestFirst<T>(list: readonly T[], dateOf: (entry: T) => string | undefined): T[] {
  return [...list].sort((a, b) => {
    const [first, second] = [timeOf(dateOf(a)), timeOf(dateOf(b))];
    return first === second ? 0 : second > first ? 1 : -1;
  });
}
