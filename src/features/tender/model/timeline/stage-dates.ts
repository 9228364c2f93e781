import type { Period, Tender } from '../../../../../contract/tender';
import { millisecondsInDay } from 'date-fns/constants';
import { kyivReading } from '../../../../lib/format';
import { instantOfKyivWallClock, kyivWallClock } from '../../../../../contract/format/kyiv-time';
import type { StageStatus } from './sequences';

/** When a stage runs (either end may be unknown), or the moment it happens. */
export interface StageSpan {
  start?: Date;
  end?: Date;
  at?: Date;
}

/**
 * An upstream date as an instant; undefined when missing or invalid. A time without an offset
 * is Kyiv time (the CDB's zone), as `lib/format` reads it.
 */
export function toInstant(value: string | undefined): Date | undefined {
  const reading = kyivReading(value);
  return reading ? new Date(reading.date.getTime()) : undefined;
}

/**
 * The same Kyiv wall-clock time `days` calendar days earlier (daylight saving included): the
 * wall clock, written as UTC where every day has 24 hours, moves back, then returns to Kyiv.
 */
export function daysBefore(value: Date | undefined, days: number): Date | undefined {
  if (!value || Number.isNaN(value.getTime())) return undefined;
  const wall = kyivWallClock(value).getTime() - days * millisecondsInDay;
  return new Date(instantOfKyivWallClock(wall));
}

/**
 * A date the preview rules derive, kept only when it falls within the period it splits (a
 * sandbox tender runs on an accelerated clock, where 5 or 10 days reach before the start).
 */
const within = (date: Date | undefined, start: Date | undefined): Date | undefined =>
  date && start && date.getTime() < start.getTime() ? undefined : date;

const span = (period: Period | undefined): StageSpan => ({
  start: toInstant(period?.startDate),
  end: toInstant(period?.endDate),
});

const byTime = (a: Date, b: Date) => a.getTime() - b.getTime();

/**
 * The tender's auction, else the span of its lots' auctions; an auction that has not ended
 * yet is the moment it starts.
 */
function auctionSpan(tender: Tender): StageSpan {
  const lots = tender.auctionPeriod?.startDate
    ? [span(tender.auctionPeriod)]
    : tender.lots.map((lot) => span(lot.auctionPeriod));
  const starts = lots.flatMap(({ start }) => (start ? [start] : [])).sort(byTime);
  const ends = lots.flatMap(({ end }) => (end ? [end] : [])).sort(byTime);
  const [start] = starts;
  const end = ends.at(-1);
  if (!start) return {};
  return end && end.getTime() > start.getTime() ? { start, end } : { at: start };
}

/** The winners' complaint period: from the earliest start to the latest end. */
function awardComplaintSpan(tender: Tender): StageSpan {
  const periods = tender.awards
    .filter((award) => award.status === 'active')
    .map((award) => span(award.complaintPeriod));
  const starts = periods.flatMap(({ start }) => (start ? [start] : [])).sort(byTime);
  const ends = periods.flatMap(({ end }) => (end ? [end] : [])).sort(byTime);
  return { start: starts[0], end: ends.at(-1) };
}

/** The stand-still that closes a pre-qualification (its end minus 5 days). */
const PRE_QUALIFICATION_STAND_STILL_DAYS = 5;
/** The stand-still that closes a framework agreement's awarding (minus 10 days). */
const FRAMEWORK_STAND_STILL_DAYS = 10;

/**
 * When each stage runs, from the tender's periods, with the preview rules: the
 * pre-qualification ends 5 days before the qualification period does and its stand-still takes
 * those 5 days; a framework's awarding ends 10 days before the award period does and its
 * stand-still is the winners' complaint period; negotiations and the second-stage waits have
 * no dates.
 */
export function stageSpan(stage: StageStatus, tender: Tender): StageSpan {
  const framework = tender.procurementMethodType === 'closeFrameworkAgreementUA';
  const qualificationStart = toInstant(tender.qualificationPeriod?.startDate);
  const qualificationEnd = toInstant(tender.qualificationPeriod?.endDate);
  const standStill = within(
    daysBefore(qualificationEnd, PRE_QUALIFICATION_STAND_STILL_DAYS),
    qualificationStart,
  );
  const awardStart = toInstant(tender.awardPeriod?.startDate);
  const awardEnd = toInstant(tender.awardPeriod?.endDate);
  switch (stage) {
    case 'active.enquiries':
      return span(tender.enquiryPeriod);
    case 'active.tendering':
      return span(tender.tenderPeriod);
    case 'active.pre-qualification':
      return { start: qualificationStart, end: standStill };
    case 'active.pre-qualification.stand-still':
      return { start: standStill, end: qualificationEnd };
    case 'active.auction':
      return auctionSpan(tender);
    case 'active.qualification':
      return framework
        ? {
            start: awardStart,
            end: within(daysBefore(awardEnd, FRAMEWORK_STAND_STILL_DAYS), awardStart),
          }
        : { start: awardStart, end: awardEnd };
    case 'active.qualification.stand-still':
      return awardComplaintSpan(tender);
    case 'active.awarded':
      return { start: awardEnd };
    case 'active':
    case 'active.stage2.pending':
    case 'active.stage2.waiting':
      return {};
  }
}
