import type { Award, Bid, Tender, Value } from '../../../../../contract/tender';
import { localizedText } from '../../../../../contract/dictionary-label';
import { EM_DASH, formatMoney, formatPercent } from '../../../../lib/format';
import type { BidsContext } from './bids-context';
import { bidValue, bidderName } from './bid-rows';
import { listedBids } from './listed-bids';

export interface ComparisonBar {
  bidId: string;
  name: string;
  /** '598 500,00 грн'. */
  price: string;
  amount: number;
  /** The bar's length in per cent of the chart's scale (the larger of the top price and the expected value). */
  length: number;
  /** The price as a share of the expected value ('87,76 %'), '—' without one. */
  share: string;
  winner: boolean;
  /** Disqualified: an unsuccessful award, or the bid or its lot offer marked so. */
  rejected: boolean;
  /** 'Переможець' / 'Відхилено' / '—'. */
  note: string;
}

/** An amount and its fraction of the base it is measured against. */
export interface Difference {
  amount: number;
  fraction: number;
}

export interface BidComparisonView {
  key: string;
  title: string;
  /** The expected value's place on the scale in per cent; undefined without an expected value. */
  expectedAt: number | undefined;
  /** 'Очікувана вартість: 682 000,00 грн'; undefined without one. */
  expectedText: string | undefined;
  /** The priced bids, cheapest first. */
  bars: ComparisonBar[];
  /** The winner's price below the expected value (negative: above it). */
  saving: Difference | undefined;
  /** The next-best offer's price above the winner's (negative: below it). */
  gap: Difference | undefined;
  /** The figures in words, in reading order. */
  figures: string[];
}

interface Offer {
  bid: Bid;
  value: Value;
}

interface Group {
  key: string;
  title: string;
  lotId: string | undefined;
  expected: Value | undefined;
  offers: Offer[];
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

const priced = (value: Value | undefined): value is Value =>
  typeof value?.amount === 'number' && Number.isFinite(value.amount) && value.amount > 0;

const REJECTED_BID_STATUSES: readonly string[] = ['unsuccessful', 'invalid'];

function groupsOf(tender: Tender, context: BidsContext): Group[] {
  const bids = listedBids(tender);
  if (tender.lots.length === 0) {
    const offers = bids.flatMap((bid) => {
      const value = bidValue(bid, tender);
      return priced(value) ? [{ bid, value }] : [];
    });
    return [
      {
        key: 'tender',
        title: context.t('chart.title'),
        lotId: undefined,
        expected: tender.value,
        offers,
      },
    ];
  }
  return tender.lots.map((lot) => ({
    key: lot.id,
    title: context.t('chart.titleLot', {
      lot: localizedText(lot.title, lot.title_en, context.lang),
    }),
    lotId: lot.id,
    expected: lot.value,
    offers: bids.flatMap((bid) => {
      const value = bid.lotValues.find((entry) => entry.relatedLot === lot.id)?.value;
      return priced(value) ? [{ bid, value }] : [];
    }),
  }));
}

const awardsOf = (awards: readonly Award[], bid: Bid, lotId: string | undefined): Award[] =>
  awards.filter(
    (award) => award.bid_id === bid.id && (lotId === undefined || award.lotID === lotId),
  );

const AWARD_STATUSES = 'award_statuses';

function isRejected(bid: Bid, lotId: string | undefined, awards: readonly Award[]): boolean {
  if (REJECTED_BID_STATUSES.includes(bid.status)) return true;
  if (lotId !== undefined) {
    const lotValue = bid.lotValues.find((entry) => entry.relatedLot === lotId);
    if (lotValue?.status === 'unsuccessful') return true;
  }
  return awardsOf(awards, bid, lotId).some((award) => award.status === 'unsuccessful');
}

/** How a group stands when it has no winner to compare against, or was cancelled. */
export type NoWinner =
  | 'pending'
  | 'cancelled'
  | 'lotCancelled'
  | 'allRejected'
  | 'unsuccessful'
  | 'lotUnsuccessful'
  | 'none';

/**
 * Why a group shows no winner: a cancelled tender or lot first (its award no longer counts), then
 * every offer rejected, a tender or lot that did not take place, a closed one without a winner;
 * only an open one has its winner "not yet" chosen. Undefined when it has a winner.
 */
export function noWinnerOf(
  tender: Tender,
  lotId: string | undefined,
  bars: readonly ComparisonBar[],
): NoWinner | undefined {
  const lotStatus = tender.lots.find((lot) => lot.id === lotId)?.status;
  if (tender.status === 'cancelled') return 'cancelled';
  if (lotStatus === 'cancelled') return 'lotCancelled';
  if (bars.some((bar) => bar.winner)) return undefined;
  if (bars.length > 0 && bars.every((bar) => bar.rejected)) return 'allRejected';
  if (lotStatus === 'unsuccessful') return 'lotUnsuccessful';
  if (tender.status === 'unsuccessful') return 'unsuccessful';
  if (tender.status === 'complete' || lotStatus === 'complete') return 'none';
  return 'pending';
}

function savingText(saving: Difference, context: BidsContext, currency: string): string {
  const amount = formatMoney({ amount: Math.abs(saving.amount), currency }, context.lang);
  const percent = formatPercent(Math.abs(saving.fraction));
  if (saving.amount > 0) return context.t('chart.saving', { amount, percent });
  if (saving.amount < 0) return context.t('chart.overrun', { amount, percent });
  return context.t('chart.even');
}

function gapText(gap: Difference, context: BidsContext, currency: string): string {
  const amount = formatMoney({ amount: Math.abs(gap.amount), currency }, context.lang);
  const percent = formatPercent(Math.abs(gap.fraction));
  if (gap.amount > 0) return context.t('chart.gapAbove', { amount, percent });
  if (gap.amount < 0) return context.t('chart.gapBelow', { amount, percent });
  return context.t('chart.gapNone');
}

function toView(group: Group, tender: Tender, context: BidsContext): BidComparisonView {
  const currency = group.expected?.currency ?? group.offers[0]?.value.currency ?? 'UAH';
  const offers = group.offers
    .filter((offer) => offer.value.currency === currency)
    .sort((a, b) => a.value.amount - b.value.amount);
  const expected =
    priced(group.expected) && group.expected.currency === currency ? group.expected : undefined;
  const scale = Math.max(expected?.amount ?? 0, ...offers.map((offer) => offer.value.amount));
  const bars = offers.map(({ bid, value }): ComparisonBar => {
    const winner = awardsOf(tender.awards, bid, group.lotId).some((a) => a.status === 'active');
    const rejected = !winner && isRejected(bid, group.lotId, tender.awards);
    return {
      bidId: bid.id,
      name: bidderName(bid, tender, context),
      price: formatMoney(value, context.lang),
      amount: value.amount,
      length: round2((value.amount / scale) * 100),
      share: expected ? formatPercent(value.amount / expected.amount) : formatPercent(undefined),
      winner,
      rejected,
      // The award statuses' own names, as the lots tab and the protocol show them.
      note: winner
        ? context.label(AWARD_STATUSES, 'active')
        : rejected
          ? context.label(AWARD_STATUSES, 'unsuccessful')
          : EM_DASH,
    };
  });

  const esco = tender.procurementMethodType === 'esco';
  const noWinner = noWinnerOf(tender, group.lotId, bars);
  const winner = noWinner === undefined ? bars.find((bar) => bar.winner) : undefined;
  const nextBest = bars.find((bar) => !bar.winner && !bar.rejected);
  const saving =
    winner && expected && !esco
      ? {
          amount: round2(expected.amount - winner.amount),
          fraction: (expected.amount - winner.amount) / expected.amount,
        }
      : undefined;
  const gap =
    winner && nextBest && !esco
      ? {
          amount: round2(nextBest.amount - winner.amount),
          fraction: (nextBest.amount - winner.amount) / winner.amount,
        }
      : undefined;
  const figures: string[] = [];
  if (noWinner) figures.push(context.t(`chart.noWinner.${noWinner}`));
  else if (esco) figures.push(context.t('chart.esco'));
  if (saving) figures.push(savingText(saving, context, currency));
  if (gap) figures.push(gapText(gap, context, currency));

  return {
    key: group.key,
    title: group.title,
    expectedAt: expected ? round2((expected.amount / scale) * 100) : undefined,
    expectedText: expected
      ? context.t('chart.expected', { amount: formatMoney(expected, context.lang) })
      : undefined,
    bars,
    saving,
    gap,
    figures,
  };
}

/** Fewer priced offers than this make no comparison. */
export const MIN_COMPARED_BIDS = 2;

/**
 * The bid comparison (a portal addition): per lot, or for the whole tender without lots, each
 * priced offer against the expected value, the winner's saving and the gap to the next-best
 * offer that was not rejected. Only groups with at least two priced offers.
 */
export function toBidComparisons(tender: Tender, context: BidsContext): BidComparisonView[] {
  return groupsOf(tender, context)
    .map((group) => toView(group, tender, context))
    .filter((view) => view.bars.length >= MIN_COMPARED_BIDS);
}
