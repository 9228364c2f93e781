import type { DateView } from './model/entry-date';

/** A formatted moment, in `<time>` when it is a valid date. */
export function EntryTime({ date }: { date: DateView }) {
  return date.dateTime === undefined ? (
    date.text
  ) : (
    <time dateTime={date.dateTime}>{date.text}</time>
  );
}
