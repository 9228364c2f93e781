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

// Date, then optional time with seconds, fraction (CDB sends microseconds) and offset.
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

let kyivFormatter: Intl.DateTimeFormat | undefined;

/** Intl in the Kyiv zone; engines with older zone data only know the name 'Europe/Kiev'. */
function kyivClock(): Intl.DateTimeFormat {
  if (kyivFormatter) return kyivFormatter;
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  };
  try {
    kyivFormatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'Europe/Kyiv' });
  } catch {
    kyivFormatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'Europe/Kiev' });
  }
  return kyivFormatter;
}

const lastSundayUtc = (year: number, monthIndex: number): number => {
  const last = new Date(Date.UTC(year, monthIndex + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
};

/** The years the summer-time rule is checked against the time-zone database (its unit test). */
const RULE_YEARS = { from: 1997, until: 2030 } as const;

/**
 * Kyiv's offset in minutes by the European summer-time rule it has followed since 1997 (last
 * Sunday of March to last Sunday of October, 01:00 UTC); undefined outside RULE_YEARS, where
 * only the time-zone database can tell (a change of the law included).
 */
export function summerRuleOffset(epochMs: number): number | undefined {
  const year = new Date(epochMs).getUTCFullYear();
  if (!(year >= RULE_YEARS.from && year <= RULE_YEARS.until)) return undefined;
  const start = Date.UTC(year, 2, lastSundayUtc(year, 2), 1);
  const end = Date.UTC(year, 9, lastSundayUtc(year, 9), 1);
  return epochMs >= start && epochMs < end ? 180 : 120;
}

/**
 * The Kyiv wall clock at an instant (never the device's zone): by the summer-time rule within
 * its years, else with Intl, whose time-zone formatter costs the browser 30–45 ms to build.
 */
function kyivPartsOfInstant(epochMs: number): KyivParts | undefined {
  if (!Number.isFinite(epochMs)) return undefined;
  const offset = summerRuleOffset(epochMs);
  if (offset !== undefined) {
    const wall = new Date(epochMs + offset * 60_000);
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      hasTime: true,
    };
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of kyivClock().formatToParts(epochMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year, month, day, hour, minute } = parts;
  if (year === undefined || month === undefined || day === undefined) return undefined;
  if (hour === undefined || minute === undefined) return undefined;
  // Some engines write midnight as 24 even with hourCycle h23.
  return { year, month, day, hour: hour % 24, minute, hasTime: true };
}

/** Kyiv's offset from UTC in milliseconds at an instant. */
function kyivOffset(epochMs: number): number {
  const parts = kyivPartsOfInstant(epochMs);
  if (!parts) return Number.NaN;
  const wallClock = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return wallClock - Math.floor(epochMs / 60_000) * 60_000;
}

/**
 * The instant (epoch milliseconds) of a Kyiv wall-clock time written as if it were UTC, that is
 * Date.UTC(year, month - 1, day, hour, minute, second), daylight saving included; the server
 * reads filter dates with it.
 */
export function instantOfKyivWallClock(wallClock: number): number {
  const guess = wallClock - kyivOffset(wallClock);
  return wallClock - kyivOffset(guess);
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const OFFSET = /^([+-])(\d{2}):?(\d{2})?$/;

/** Minutes east of UTC of 'Z', '+02', '+0300' or '-05:00'; undefined when out of range. */
function offsetMinutes(offset: string): number | undefined {
  if (offset.toUpperCase() === 'Z') return 0;
  const [, sign, hours = '', minutes = '0'] = OFFSET.exec(offset) ?? [];
  const h = Number(hours);
  const m = Number(minutes);
  if (sign === undefined || h > 23 || m > 59) return undefined;
  return (sign === '-' ? -1 : 1) * (h * 60 + m);
}

/**
 * The Kyiv wall clock of an ISO 8601 string or a Date; undefined when it is missing or
 * invalid. An instant with an offset (+02:00, +03:00, Z…) is converted to Kyiv time,
 * daylight saving included. A time without an offset is taken as Kyiv time already (the
 * CDB's zone), and a date without a time stays that calendar date.
 */
export function kyivParts(value: DateInput): KyivParts | undefined {
  if (value instanceof Date) return kyivPartsOfInstant(value.getTime());
  if (typeof value !== 'string') return undefined;
  const match = ISO_DATE.exec(value.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, offset] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (!isCalendarDate(year, month, day)) return undefined;
  if (h === undefined || mi === undefined) {
    return { year, month, day, hour: 0, minute: 0, hasTime: false };
  }
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s ?? '0');
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  if (offset === undefined) return { year, month, day, hour, minute, hasTime: true };
  const shift = offsetMinutes(offset);
  if (shift === undefined) return undefined;
  const epochMs = Date.UTC(year, month - 1, day, hour, minute - shift, second);
  return kyivPartsOfInstant(epochMs);
}
