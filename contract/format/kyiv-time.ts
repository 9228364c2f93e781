import { TZDate, tzOffset } from '@date-fns/tz';
import { addMinutes, isValid, parseISO, subMinutes } from 'date-fns';

/** A wall-clock reading in Kyiv. `hasTime` is false for a date-only input ('2024-03-01'). */
export interface KyivParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  hasTime: boolean;
}

/** The value a date formatter accepts: an ISO 8601 string with any offset, or a Date. */
export type DateInput = string | Date | null | undefined;

/** A moment on Kyiv's clock (a TZDate in Kyiv's zone), and whether it was given a time. */
export interface KyivReading {
  date: TZDate;
  hasTime: boolean;
}

// The forms the portal accepts: a date, then optionally a time (hh:mm, seconds, a fraction:
// the CDB sends microseconds) and an offset (Z, ±hh, ±hhmm, ±hh:mm); out-of-range fields fail.
const ISO_DATE =
  /^\d{4}-\d{2}-\d{2}(?:[T ](?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:[.,]\d+)?)?(?:Z|[+-](?:[01]\d|2[0-3])(?::?[0-5]\d)?)?)?$/i;
const HAS_TIME = /[T ]/;
const HAS_OFFSET = /[T ].*(?:Z|[+-]\d{2}(?::?\d{2})?)$/;

let zone: string | undefined;

/** Kyiv's zone name; engines with older zone data only know it as 'Europe/Kiev'. */
export function kyivZone(): string {
  zone ??= Number.isNaN(tzOffset('Europe/Kyiv', new Date(0))) ? 'Europe/Kiev' : 'Europe/Kyiv';
  return zone;
}

/**
 * An ISO 8601 string or a Date on Kyiv's clock, daylight saving included (never the device's
 * zone); undefined when missing or invalid. An instant with an offset (+02:00, +03:00, Z…) is
 * converted to Kyiv time; a time without an offset is Kyiv time already (the CDB's zone), and a
 * date without a time is that calendar date (at midnight in Kyiv).
 */
export function kyivReading(value: DateInput): KyivReading | undefined {
  if (value instanceof Date) {
    return isValid(value)
      ? { date: new TZDate(value.getTime(), kyivZone()), hasTime: true }
      : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const written = value.trim().toUpperCase();
  if (!ISO_DATE.test(written)) return undefined;
  // With an offset, the instant; without one, Kyiv's wall clock (parsed as UTC) to an instant.
  const offset = HAS_OFFSET.test(written);
  const parsed = parseISO(offset ? written : `${written}Z`);
  if (!isValid(parsed)) return undefined;
  const instant = offset ? parsed.getTime() : instantOfKyivWallClock(parsed.getTime());
  return { date: new TZDate(instant, kyivZone()), hasTime: HAS_TIME.test(written) };
}

/** Kyiv's wall clock at an instant, written as if it were UTC (instantOfKyivWallClock's inverse). */
export function kyivWallClock(instant: Date): Date {
  return addMinutes(instant, tzOffset(kyivZone(), instant));
}

/** The Kyiv wall clock of an ISO 8601 string or a Date (read as `kyivReading` does). */
export function kyivParts(value: DateInput): KyivParts | undefined {
  const reading = kyivReading(value);
  if (!reading) return undefined;
  const { date, hasTime } = reading;
  const wall = kyivWallClock(new Date(date.getTime()));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: hasTime ? wall.getUTCHours() : 0,
    minute: hasTime ? wall.getUTCMinutes() : 0,
    hasTime,
  };
}

/**
 * The instant (epoch milliseconds) of a Kyiv wall-clock time written as if it were UTC, that is
 * Date.UTC(year, month - 1, day, hour, minute, second), daylight saving included; the server
 * reads filter dates with it. A time the clocks skip (03:xx on the last Sunday of March) is the
 * hour after; a time they repeat (03:xx on the last Sunday of October) is its later, winter one.
 * Kyiv's offsets come from the time-zone database (tzOffset); TZDate's setters and its
 * (year, month, …) constructor are not used here: they consult the device's zone, and on a
 * device in Tokyo they resolve the repeated hour to the summer one.
 */
export function instantOfKyivWallClock(wallClock: number): number {
  const wall = new Date(wallClock);
  const guess = subMinutes(wall, tzOffset(kyivZone(), wall));
  return subMinutes(wall, tzOffset(kyivZone(), guess)).getTime();
}
