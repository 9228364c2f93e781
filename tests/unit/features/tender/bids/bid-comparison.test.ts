import { describe, expect, it } from 'vitest';
import { toBidComparisons } from '../../../../../src/features/tender/model/bids/bid-comparison';
import { formatMoney, formatPercent } from '../../../../../src/lib/format';
import { shippedTender } from '../shipped-tenders';
import { shippedCdbTender } from '../../../../support/shipped-cdb';
import { bidsContext } from './bids-context';

interface CdbValue {
  amount: number;
  currency: string;
}
interface CdbTenderPart {
  value?: CdbValue;
  lots?: { id: string; title: string; value: CdbValue }[];
  bids: {
    id: string;
    status: string;
    value?: CdbValue;
    lotValues?: { relatedLot: string; value: CdbValue }[];
  }[];
  awards?: { bid_id: string; lotID?: string; status: string }[];
}

interface Expected {
  prices: number[];
  winner: number;
  saving: number;
  savingFraction: number;
  gap: number | undefined;
  gapFraction: number | undefined;
}

/**
 * The figures computed from the CDB JSON: the winner is the bid with an active award, a bid
 * with an unsuccessful award is rejected, the next-best is the cheapest other bid not rejected.
 */
function expectedFigures(id: string, lotId?: string): Expected {
  const cdb = shippedCdbTender(id) as unknown as CdbTenderPart;
  const lot = cdb.lots?.find((entry) => entry.id === lotId);
  const expected = (lot ? lot.value : cdb.value)?.amount ?? Number.NaN;
  const awards = (cdb.awards ?? []).filter((a) => lotId === undefined || a.lotID === lotId);
  const offers = cdb.bids.flatMap((bid) => {
    const value = lotId ? bid.lotValues?.find((v) => v.relatedLot === lotId)?.value : bid.value;
    return value ? [{ id: bid.id, amount: value.amount }] : [];
  });
  const status = (bidId: string) => awards.find((a) => a.bid_id === bidId)?.status;
  const winner = offers.find((offer) => status(offer.id) === 'active');
  if (!winner) throw new Error(`${id} has no winner`);
  const next = offers
    .filter((offer) => offer !== winner && status(offer.id) !== 'unsuccessful')
    .sort((a, b) => a.amount - b.amount)[0];
  return {
    prices: offers.map((offer) => offer.amount).sort((a, b) => a - b),
    winner: winner.amount,
    saving: expected - winner.amount,
    savingFraction: (expected - winner.amount) / expected,
    gap: next ? next.amount - winner.amount : undefined,
    gapFraction: next ? (next.amount - winner.amount) / winner.amount : undefined,
  };
}

const uah = (amount: number) => formatMoney({ amount, currency: 'UAH' }, 'uk');

describe('bid comparison (beyond the spec)', () => {
  it.each([
    // The cheapest bid was rejected: the winner is the second, the next-best the third.
    ['UA-2024-02-05-014363-a', undefined],
    ['UA-2020-08-06-003989-a', undefined],
    // The cheapest bid won.
    ['UA-2021-06-22-008064-c', undefined],
    // One lot, four offers.
    ['UA-2026-01-15-012032-a', 'first lot'],
  ])('%s: the saving and the gap are the ones the CDB data gives', (id, lotHint) => {
    const tender = shippedTender(id);
    const lotId = lotHint === undefined ? undefined : tender.lots[0]?.id;
    const expected = expectedFigures(id, lotId);
    const [view, ...others] = toBidComparisons(tender, bidsContext('uk'));
    expect(others).toEqual([]);
    expect(view?.bars.map((bar) => bar.amount)).toEqual(expected.prices);
    expect(view?.bars.filter((bar) => bar.winner).map((bar) => bar.amount)).toEqual([
      expected.winner,
    ]);
    expect(view?.saving?.amount).toBeCloseTo(expected.saving, 2);
    expect(view?.saving?.fraction).toBeCloseTo(expected.savingFraction, 6);
    expect(view?.gap?.amount).toBeCloseTo(expected.gap ?? Number.NaN, 2);
    expect(view?.gap?.fraction).toBeCloseTo(expected.gapFraction ?? Number.NaN, 6);
    expect(view?.figures).toEqual([
      `Економія переможця від очікуваної вартості: ${uah(expected.saving)} (${formatPercent(expected.savingFraction)})`,
      `Наступна найкраща пропозиція дорожча на ${uah(expected.gap ?? 0)} (${formatPercent(expected.gapFraction)})`,
    ]);
    // The longest bar is the larger of the top price and the expected value.
    expect(Math.max(...(view?.bars.map((bar) => bar.length) ?? []))).toBeLessThanOrEqual(100);
    expect(view?.expectedAt).toBeGreaterThan(0);
  });

  it('marks the disqualified cheaper bid by the award statuses’ names, in both languages', () => {
    const id = 'UA-2024-02-05-014363-a';
    const [uk] = toBidComparisons(shippedTender(id), bidsContext('uk'));
    const [en] = toBidComparisons(shippedTender(id), bidsContext('en'));
    expect(uk?.bars.map((bar) => bar.note)).toEqual(['Дискваліфіковано', 'Переможець', '—']);
    expect(en?.bars.map((bar) => bar.note)).toEqual(['Disqualified', 'Winner', '—']);
    expect(en?.figures[0]).toMatch(
      /^The winner's saving against the expected value: 83\s500,00\sUAH \(12,24\s%\)$/,
    );
  });

  it('is absent with fewer than two priced bids', () => {
    const id = 'UA-2023-02-16-009364-a';
    expect((shippedCdbTender(id).bids as unknown[]).length).toBe(1);
    expect(toBidComparisons(shippedTender(id), bidsContext('uk'))).toEqual([]);
    // Two bids, but withdrawn ones carry no price: only two of four are priced.
    expect(
      toBidComparisons(shippedTender('UA-2020-01-20-001169-c'), bidsContext('uk')),
    ).toHaveLength(1);
  });

  it('compares an ESCO tender without a saving, as price does not pick its winner', () => {
    const [view] = toBidComparisons(shippedTender('UA-2024-02-28-009286-a'), bidsContext('uk'));
    expect(view?.bars).toHaveLength(2);
    expect(view?.saving).toBeUndefined();
    expect(view?.gap).toBeUndefined();
    expect(view?.expectedAt).toBeUndefined();
    expect(view?.figures).toHaveLength(1);
  });

  it('makes one comparison per lot with two or more priced offers', () => {
    const id = 'UA-2024-04-26-006781-a';
    const tender = shippedTender(id);
    const views = toBidComparisons(tender, bidsContext('uk'));
    const perLot = tender.lots.map(
      (lot) =>
        tender.bids.filter((bid) => bid.lotValues.some((v) => v.relatedLot === lot.id)).length,
    );
    expect(views).toHaveLength(perLot.filter((count) => count >= 2).length);
    expect(views[0]?.title).toContain(tender.lots[perLot.findIndex((count) => count >= 2)]?.title);
  });

  it('says what happened where there is no winner: every offer rejected, cancelled, or not yet', () => {
    // A real complete tender whose first lot did not take place: both its offers disqualified.
    const sandbox = 'sandbox-UA-2021-03-22-000039-a';
    const rejected = (lang: 'uk' | 'en') =>
      toBidComparisons(shippedTender(sandbox), bidsContext(lang)).find((view) =>
        view.bars.every((bar) => bar.rejected),
      );
    expect(rejected('uk')?.figures).toEqual(['Усі пропозиції відхилено — переможця немає']);
    expect(rejected('en')?.figures).toEqual(['Every offer was rejected: there is no winner']);

    // A cancelled tender (an API documentation example with three offers and an award made
    // before the cancellation): no winner, no saving.
    const cancelled = shippedTender('doc-tender-esco-tendering-esco-tut-d083afc1');
    expect(cancelled.status).toBe('cancelled');
    const [view] = toBidComparisons(cancelled, bidsContext('uk'));
    expect(view?.figures).toEqual(['Закупівлю скасовано — переможця немає']);
    expect(view?.saving).toBeUndefined();
    expect(toBidComparisons(cancelled, bidsContext('en'))[0]?.figures).toEqual([
      'The tender was cancelled: there is no winner',
    ]);

    // Still in qualification: the winner is not chosen yet.
    const open = shippedTender('UA-2022-02-08-001227-b');
    expect(open.status).toBe('active.qualification');
    expect(toBidComparisons(open, bidsContext('uk'))[0]?.figures).toEqual([
      'Переможця ще не визначено',
    ]);
  });
});
