import type { BidderYear, BuyerYear } from '../../../../contract/org';
import type { Lang } from '../../../../contract/api';
import { formatMoney } from '../../../lib/format';

/** One year of the chart: its bar's share of the busiest year, and the figures it stands for. */
export interface YearBar {
  year: string;
  count: number;
  /** 0–100: the bar's length against the year with the most tenders. */
  percent: number;
  /** A second figure (tenders won), when the chart has one. */
  second?: number;
  secondPercent?: number;
  value: string;
}

/** The years from first to last, missing ones as zero bars, so gaps show as gaps. */
function everyYear<T extends { year: number }>(
  years: readonly T[],
  zero: (year: number) => T,
): T[] {
  if (years.length === 0) return [];
  const byYear = new Map(years.map((entry) => [entry.year, entry]));
  const first = years[0]?.year ?? 0;
  const last = years.at(-1)?.year ?? first;
  const all: T[] = [];
  for (let year = first; year <= last; year += 1) all.push(byYear.get(year) ?? zero(year));
  return all;
}

const percentOf = (count: number, max: number): number =>
  max > 0 ? Math.round((count / max) * 1000) / 10 : 0;

/** A buyer's tenders per year with the expected value of each year. */
export function buyerYearBars(years: readonly BuyerYear[], lang: Lang): YearBar[] {
  const all = everyYear(years, (year) => ({ year, tenders: 0, expected: 0, awarded: 0 }));
  const max = Math.max(0, ...all.map((entry) => entry.tenders));
  return all.map((entry) => ({
    year: String(entry.year),
    count: entry.tenders,
    percent: percentOf(entry.tenders, max),
    value: formatMoney({ amount: entry.expected, currency: 'UAH' }, lang),
  }));
}

/** A bidder's tenders per year, those won, and the value won. */
export function bidderYearBars(years: readonly BidderYear[], lang: Lang): YearBar[] {
  const all = everyYear(years, (year) => ({ year, tenders: 0, won: 0, awarded: 0 }));
  const max = Math.max(0, ...all.map((entry) => entry.tenders));
  return all.map((entry) => ({
    year: String(entry.year),
    count: entry.tenders,
    percent: percentOf(entry.tenders, max),
    second: entry.won,
    secondPercent: percentOf(entry.won, max),
    value: formatMoney({ amount: entry.awarded, currency: 'UAH' }, lang),
  }));
}
