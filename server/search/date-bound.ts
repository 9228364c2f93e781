import { instantOfKyivWallClock } from '../../contract/format/kyiv-time.ts';
import { BadRequestError } from '../http/errors.ts';

/** Dates in filters are Kyiv dates: "2024-03-01" is that whole day in Kyiv, whatever the server's zone. */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?$/;
const MIN_YEAR = 1990;
const MAX_YEAR = 2100;

const invalid = (name: string): BadRequestError =>
  new BadRequestError(
    `"${name}" must be a date (2024-03-01, a whole day in Kyiv) or a date-time (2024-03-01T10:00+02:00)`,
  );

const checkedUtc = (name: string, numbers: number[]): number => {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = numbers;
  const time = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(time);
  if (
    year < MIN_YEAR ||
    year > MAX_YEAR ||
    back.getUTCMonth() !== month - 1 ||
    back.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    throw invalid(name);
  }
  return time;
};

/**
 * A bound of a half-open range [start, end) as an instant. A bare date is the whole Kyiv day: it
 * starts at its first moment and ends at the next day's; a date-time without an offset is Kyiv time.
 */
export const readDateBound = (value: string, name: string, bound: 'start' | 'end'): Date => {
  const date = DATE.exec(value);
  if (date) {
    const day = checkedUtc(name, date.slice(1).map(Number));
    const dayMs = 24 * 60 * 60 * 1000;
    return new Date(instantOfKyivWallClock(bound === 'start' ? day : day + dayMs));
  }
  const dateTime = DATE_TIME.exec(value);
  if (!dateTime) throw invalid(name);
  const wallClock = checkedUtc(
    name,
    (dateTime.slice(1, 7) as (string | undefined)[]).map((part) => Number(part ?? 0)),
  );
  const instant = dateTime[7] === undefined ? instantOfKyivWallClock(wallClock) : Date.parse(value);
  if (Number.isNaN(instant)) throw invalid(name);
  // Ranges are half-open [start, end): an end given to the second includes that moment.
  return new Date(bound === 'end' ? instant + 1 : instant);
};
