import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatTime,
  kyivParts,
} from '../../../../src/lib/format';
import { instantOfKyivWallClock } from '../../../../contract/format/kyiv-time';

/** The last Sundays of March and October 2020–2026, when Kyiv's clocks change at 01:00 UTC. */
const CHANGES = [
  [2020, '29', '25'],
  [2021, '28', '31'],
  [2022, '27', '30'],
  [2023, '26', '29'],
  [2024, '31', '27'],
  [2025, '30', '26'],
  [2026, '29', '25'],
] as const;

describe('Kyiv time around the changes of the clocks, 2020–2026', () => {
  it.each(CHANGES)(
    '%i: spring forward 03:00 → 04:00, autumn back 04:00 → 03:00',
    (year, march, october) => {
      expect(formatDateTime(`${String(year)}-03-${march}T00:59:00Z`, 'uk')).toBe(
        `${march} березня ${String(year)}, 02:59`,
      );
      expect(formatDateTime(`${String(year)}-03-${march}T01:00:00Z`, 'uk')).toBe(
        `${march} березня ${String(year)}, 04:00`,
      );
      expect(formatDateTime(`${String(year)}-10-${october}T00:59:00Z`, 'en')).toBe(
        `${october} October ${String(year)}, 03:59`,
      );
      expect(formatDateTime(`${String(year)}-10-${october}T01:00:00Z`, 'en')).toBe(
        `${october} October ${String(year)}, 03:00`,
      );
    },
  );

  it.each(CHANGES)(
    '%i: the CDB’s +02:00 / +03:00 on either side of the change',
    (year, march, october) => {
      const y = String(year);
      expect(formatTime(`${y}-03-${march}T02:30:00+02:00`)).toBe('02:30');
      expect(formatTime(`${y}-03-${march}T04:30:00+03:00`)).toBe('04:30');
      expect(formatTime(`${y}-10-${october}T03:30:00+03:00`)).toBe('03:30');
      expect(formatTime(`${y}-10-${october}T03:30:00+02:00`)).toBe('03:30');
      // The same wall time written with the other season's offset is moved by an hour.
      expect(formatTime(`${y}-07-01T12:00:00+02:00`)).toBe('13:00');
      expect(formatTime(`${y}-01-15T12:00:00+03:00`)).toBe('11:00');
    },
  );

  it.each(CHANGES)('%i: a Kyiv wall-clock time as an instant', (year, march, october) => {
    const at = (month: number, day: string, hour: number, minute = 0) =>
      new Date(
        instantOfKyivWallClock(Date.UTC(year, month - 1, Number(day), hour, minute)),
      ).toISOString();
    const y = String(year);
    expect(at(3, march, 2, 59)).toBe(`${y}-03-${march}T00:59:00.000Z`);
    expect(at(3, march, 4)).toBe(`${y}-03-${march}T01:00:00.000Z`);
    // 03:xx does not exist on that day: it is read as the hour after, as the clocks showed it.
    expect(at(3, march, 3, 30)).toBe(`${y}-03-${march}T01:30:00.000Z`);
    // 03:xx happens twice in October: the later (winter) one.
    expect(at(10, october, 3, 30)).toBe(`${y}-10-${october}T01:30:00.000Z`);
    // 02:30 that day is still summer time (UTC+3).
    expect(at(10, october, 2, 30)).toBe(
      new Date(Date.UTC(year, 9, Number(october), 2 - 3, 30)).toISOString(),
    );
  });

  it('a time without an offset is Kyiv time; in the skipped hour it reads as the clocks showed', () => {
    expect(formatDateTime('2024-03-31T02:30:00', 'uk')).toBe('31 березня 2024, 02:30');
    expect(formatDateTime('2024-03-31T03:30:00', 'uk')).toBe('31 березня 2024, 04:30');
    expect(formatDateTime('2024-10-27T03:30:00', 'uk')).toBe('27 жовтня 2024, 03:30');
  });

  it('a date without a time stays that calendar date on the days the clocks change', () => {
    expect(formatDate('2024-03-31', 'uk')).toBe('31 березня 2024');
    expect(formatDateTime('2024-10-27', 'uk')).toBe('27 жовтня 2024');
    expect(kyivParts('2024-03-31')).toEqual({
      year: 2024,
      month: 3,
      day: 31,
      hour: 0,
      minute: 0,
      hasTime: false,
    });
    expect(formatMonthYear('2026-02-06', 'uk')).toBe('лютий 2026');
  });

  it('the year and the month turn over at Kyiv’s midnight, not UTC’s', () => {
    expect(formatDate('2025-12-31T22:00:00Z', 'uk')).toBe('01 січня 2026');
    expect(formatDate('2025-12-31T21:59:00Z', 'uk')).toBe('31 грудня 2025');
    expect(formatMonthYear('2026-02-28T22:30:00Z', 'en')).toBe('March 2026');
    expect(formatDate('2024-02-29T21:59:00Z', 'uk')).toBe('29 лютого 2024');
  });
});
