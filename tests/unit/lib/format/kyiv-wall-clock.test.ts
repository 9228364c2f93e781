import { describe, expect, it } from 'vitest';
import { instantOfKyivWallClock, kyivParts } from '../../../../contract/format/kyiv-time';

const instant = (year: number, month: number, day: number, hour = 0, minute = 0): string =>
  new Date(instantOfKyivWallClock(Date.UTC(year, month - 1, day, hour, minute))).toISOString();

describe('instantOfKyivWallClock', () => {
  it('reads winter time as UTC+2 and summer time as UTC+3', () => {
    expect(instant(2024, 1, 15, 10)).toBe('2024-01-15T08:00:00.000Z');
    expect(instant(2024, 7, 15, 10)).toBe('2024-07-15T07:00:00.000Z');
  });

  it('follows the clocks on the days they change', () => {
    // 31 March 2024: 03:00 became 04:00; 27 October 2024: 04:00 became 03:00.
    expect(instant(2024, 3, 31, 0)).toBe('2024-03-30T22:00:00.000Z');
    expect(instant(2024, 3, 31, 5)).toBe('2024-03-31T02:00:00.000Z');
    expect(instant(2024, 10, 27, 0)).toBe('2024-10-26T21:00:00.000Z');
    expect(instant(2024, 10, 27, 5)).toBe('2024-10-27T03:00:00.000Z');
  });

  it('is the inverse of reading an instant in Kyiv', () => {
    const parts = kyivParts(instant(2025, 11, 5, 14, 30));
    expect(parts).toMatchObject({ year: 2025, month: 11, day: 5, hour: 14, minute: 30 });
  });
});

describe('kyivParts of a time written with an offset', () => {
  const viaIntl = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Kyiv',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  /** Kyiv's wall clock at an instant, from the time-zone database. */
  const intlParts = (epochMs: number) => {
    const parts = viaIntl.formatToParts(epochMs);
    const read = (type: Intl.DateTimeFormatPartTypes) =>
      Number(parts.find((part) => part.type === type)?.value ?? Number.NaN);
    return { year: read('year'), month: read('month'), day: read('day'), hour: read('hour') % 24 };
  };
  /** Kyiv's offset in minutes at an instant on the hour, from the time-zone database. */
  const intlOffset = (epochMs: number): number => {
    const { year, month, day, hour } = intlParts(epochMs);
    return Math.round((Date.UTC(year, month - 1, day, hour) - epochMs) / 60_000);
  };
  const pad = (n: number) => String(n).padStart(2, '0');
  /** The instant written as the CDB writes it: Kyiv's wall clock and Kyiv's offset. */
  const asCdbWrites = (epochMs: number): string => {
    const { year, month, day, hour } = intlParts(epochMs);
    return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:00:00+${pad(intlOffset(epochMs) / 60)}:00`;
  };
  const HOUR = 3_600_000;
  const lastSunday = (year: number, monthIndex: number) => {
    const last = new Date(Date.UTC(year, monthIndex + 1, 0));
    return Date.UTC(year, monthIndex, last.getUTCDate() - last.getUTCDay());
  };
  /** Every fifth hour from 1997 to 2030, and every hour of the days around each clock change. */
  const HOURS_1997_TO_2030 = [
    ...Array.from(
      { length: (Date.UTC(2031, 0, 1) - Date.UTC(1997, 0, 1)) / (5 * HOUR) },
      (_, index) => Date.UTC(1997, 0, 1) + index * 5 * HOUR,
    ),
    ...Array.from({ length: 34 }, (_, index) => 1997 + index).flatMap((year) =>
      [lastSunday(year, 2), lastSunday(year, 9)].flatMap((day) =>
        Array.from({ length: 72 }, (_, hour) => day - 24 * HOUR + hour * HOUR),
      ),
    ),
  ];

  it('agrees with the time-zone database from 1997 to 2030', () => {
    const same = (a: ReturnType<typeof kyivParts>, b: ReturnType<typeof intlParts>) =>
      a?.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour;
    const differing = HOURS_1997_TO_2030.flatMap((epochMs) => {
      const expected = intlParts(epochMs);
      const written = [asCdbWrites(epochMs), new Date(epochMs).toISOString()];
      return written.filter((value) => !same(kyivParts(value), expected));
    });
    expect(HOURS_1997_TO_2030).toHaveLength(59_606 + 4_896);
    expect(differing).toEqual([]);
    // 64,502 hours through Intl: about 3 s on a quiet machine, more on a loaded one.
  }, 30_000);

  it('asks the time-zone database outside those years', () => {
    for (const epochMs of [Date.UTC(1990, 6, 1, 12), Date.UTC(2035, 6, 1, 12)]) {
      expect(kyivParts(new Date(epochMs))).toMatchObject(intlParts(epochMs));
    }
  });

  it('converts a time written with the other offset to Kyiv time', () => {
    expect(kyivParts('2024-07-15T10:00:00+02:00')).toMatchObject({ hour: 11, minute: 0 });
    expect(kyivParts('2024-01-15T10:00:00+03:00')).toMatchObject({ hour: 9, minute: 0 });
  });
});
