import { describe, expect, it } from 'vitest';
import { timeLeft } from '../../../src/lib/countdown';

const left = (deadline: string, now: string) => timeLeft(new Date(deadline), new Date(now));

describe('timeLeft: real time to the deadline, rounded up to the minute', () => {
  it('counts 24-hour days across the changes of the clocks', () => {
    // Kyiv's clocks skip an hour on 31 March 2024: noon to noon is 23 hours.
    expect(left('2024-03-31T12:00:00+03:00', '2024-03-30T12:00:00+02:00')).toEqual({
      days: 0,
      hours: 23,
      minutes: 0,
    });
    // …and repeat one on 27 October 2024: noon to noon is 25 hours.
    expect(left('2024-10-27T12:00:00+02:00', '2024-10-26T12:00:00+03:00')).toEqual({
      days: 1,
      hours: 1,
      minutes: 0,
    });
  });

  it('rounds a part of a minute up and stops at the deadline', () => {
    expect(left('2026-02-06T18:00:00+02:00', '2026-02-06T17:58:59.999+02:00')).toEqual({
      days: 0,
      hours: 0,
      minutes: 2,
    });
    expect(left('2026-02-06T18:00:00+02:00', '2026-02-06T17:59:59.999+02:00')).toEqual({
      days: 0,
      hours: 0,
      minutes: 1,
    });
    expect(left('2026-02-06T18:00:00+02:00', '2026-02-06T18:00:00+02:00')).toBeUndefined();
    expect(left('2026-02-06T18:00:00+02:00', '2026-02-07T18:00:00+02:00')).toBeUndefined();
    expect(left('not a date', '2026-02-06T18:00:00+02:00')).toBeUndefined();
  });

  it('keeps days and hours, else hours and minutes', () => {
    expect(left('2026-02-09T18:30:00+02:00', '2026-02-06T14:00:00+02:00')).toEqual({
      days: 3,
      hours: 4,
      minutes: 0,
    });
    expect(left('2026-02-06T18:30:00+02:00', '2026-02-06T14:00:00+02:00')).toEqual({
      days: 0,
      hours: 4,
      minutes: 30,
    });
  });
});
