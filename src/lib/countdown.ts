import { differenceInMinutes } from 'date-fns';
import { minutesInDay, minutesInHour } from 'date-fns/constants';
import type { TFunction } from 'i18next';
import { kyivReading } from '../../contract/format/kyiv-time';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
}

export interface CountdownView extends CountdownParts {
  /** '3 дні 4 год до кінця подання' / '3 days 4 h left to submit'. */
  text: string;
}

const BIDDING_STATUSES = new Set(['active.enquiries', 'active.tendering']);

/** Whether a tender in this status counts down to the end of bidding. */
export const countsDown = (status: string): boolean => BIDDING_STATUSES.has(status);

/**
 * The time left until `deadline`, rounded up to the minute; undefined once it has passed.
 * The two largest units are kept: days and hours, else hours and minutes. A day is 24 hours
 * of real time, also across a change of the clocks.
 */
export function timeLeft(deadline: Date, now: Date): CountdownParts | undefined {
  const totalMinutes = differenceInMinutes(deadline, now, { roundingMethod: 'ceil' });
  if (!Number.isFinite(totalMinutes) || totalMinutes <= 0) return undefined;
  const days = Math.floor(totalMinutes / minutesInDay);
  const hours = Math.floor((totalMinutes % minutesInDay) / minutesInHour);
  const minutes = days > 0 ? 0 : totalMinutes % minutesInHour;
  return { days, hours, minutes };
}

/** The units with a count, with their plural forms ('3 дні', '4 год'). */
function unitsText({ days, hours, minutes }: CountdownParts, t: TFunction<'tenderHead'>): string {
  const words: string[] = [];
  if (days > 0) words.push(t('countdown.days', { count: days }));
  if (hours > 0) words.push(t('countdown.hours', { count: hours }));
  if (minutes > 0) words.push(t('countdown.minutes', { count: minutes }));
  return words.join(t('countdown.separator'));
}

/** The countdown to the end of bidding while it is ahead; undefined once it has passed. */
export function countdownTo(
  deadline: Date,
  now: Date,
  t: TFunction<'tenderHead'>,
): CountdownView | undefined {
  const parts = timeLeft(deadline, now);
  return parts ? { ...parts, text: t('countdown.left', { time: unitsText(parts, t) }) } : undefined;
}

/**
 * The end of bidding when it has passed while the data (a snapshot) still says bidding is
 * open: the status is one of bidding and the tender period ended at or before `now`.
 * Undefined when bidding is not open by the data, has no known end, or is still running.
 */
export function lapsedDeadline(
  status: string,
  deadline: string | undefined,
  now: Date,
): Date | undefined {
  if (!countsDown(status)) return undefined;
  const end = kyivReading(deadline)?.date;
  return end && end.getTime() <= now.getTime() ? new Date(end.getTime()) : undefined;
}

/** Whether bidding is open by the data and its period (if known) has not ended by `now`. */
export const biddingOpen = (status: string, deadline: string | undefined, now: Date): boolean =>
  countsDown(status) && lapsedDeadline(status, deadline, now) === undefined;
