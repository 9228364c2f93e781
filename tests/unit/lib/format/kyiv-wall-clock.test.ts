import { describe, expect, it } from 'vitest';
import { instantOfKyivWallClock, kyivParts } from '../../../../src/lib/format/kyiv-time';

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
