import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OrgProfile } from '../../../../contract/org';
import type { FieldRow } from '../../../../src/features/entity/model/fields';
import { toOrgView } from '../../../../src/features/org/model/org-view';
import { bidderYearBars, buyerYearBars } from '../../../../src/features/org/model/year-chart';
import { ORG_TEXTS } from '../../../../src/features/org/texts';
import { shippedLabel } from '../entity/shipped-entities';

/** Real answers of GET /api/orgs/:edrpou over the shipped data (kept equal by a server test). */
const profile = (code: string): OrgProfile =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../../fixtures/orgs/${code}.json`), 'utf8'),
  ) as OrgProfile;

/** A row's value with no-break spaces read as spaces. */
const valueOf = (rows: readonly FieldRow[], id: string) =>
  JSON.parse(
    JSON.stringify(rows.find((row) => row.id === id)?.value).replaceAll('\u00a0', ' '),
  ) as unknown;
const plain = (text: string | undefined) => text?.replaceAll('\u00a0', ' ');

/** A military unit buying in 11 simplified procedures, two of them with a single bid. */
const BUYER = '08140309';
/** A sole trader awarded in 5 reporting procedures of one buyer. */
const SUPPLIER = '3111216477';

describe('organisation profile view model on real profiles', () => {
  it('shows a buyer’s figures, shares and links in Ukrainian', () => {
    const view = toOrgView(profile(BUYER), 'uk', shippedLabel('uk'), ORG_TEXTS.uk);
    expect(view.title).toBe('Військова частина А2920');
    expect(view.asOf.dateTime).toBe('2026-11-28T07:00:00.000Z');
    const buyer = view.buyer;
    if (!buyer) throw new Error('no buyer view');
    expect(buyer.tenders).toBe(11);
    expect(buyer.searchHref).toBe('/search/tender?buyer[0]=08140309');
    expect(valueOf(buyer.facts, 'expected')).toEqual({ kind: 'money', text: '13 918 000,00 грн' });
    expect(valueOf(buyer.facts, 'competitive')).toEqual({ kind: 'text', text: '100 % (11 / 11)' });
    expect(valueOf(buyer.facts, 'bidsPerLot')).toEqual({ kind: 'text', text: '2,4' });
    expect(valueOf(buyer.facts, 'singleBid')).toEqual({ kind: 'text', text: '28,57 % (2 / 7)' });
    expect(buyer.flags).toEqual([{ key: 'single-bid', label: 'Одна пропозиція', count: 2 }]);
    expect(buyer.byProcedure).toEqual([
      { key: 'belowThreshold', label: 'Спрощена закупівля', count: 11 },
    ]);
    expect(buyer.topCpv[0]?.name).toBe(
      '34300000 — Частини та приладдя до транспортних засобів і їх двигунів',
    );
    expect(buyer.topSuppliers[0]).toMatchObject({ edrpou: '3327009172', href: '/org/3327009172' });
    expect(plain(buyer.topSuppliers[0]?.awarded)).toBe('937 360,00 грн');
    expect(buyer.topSuppliers.every((row) => plain(row.awarded) !== '0,00 грн')).toBe(true);
    expect(view.bidder).toBeUndefined();
    expect(valueOf(view.about, 'email')).toEqual({ kind: 'text', text: 'rapovoy_a2920@ukr.net' });
  });

  it('shows a supplier’s wins and buyers in English', () => {
    const view = toOrgView(profile(SUPPLIER), 'en', shippedLabel('en'), ORG_TEXTS.en);
    const bidder = view.bidder;
    if (!bidder) throw new Error('no bidder view');
    expect(view.buyer).toBeUndefined();
    expect(bidder.searchHref).toBe('/search/tender?tenderer[0]=3111216477');
    expect(valueOf(bidder.facts, 'winRate')).toEqual({ kind: 'text', text: '100 % (5 / 5)' });
    expect(valueOf(bidder.facts, 'awarded')).toEqual({ kind: 'money', text: '118 726,01 UAH' });
    expect(bidder.topBuyers.map((row) => row.href)).toEqual(['/org/24983059']);
  });

  it('dates a copy kept on the device by when it was fetched', () => {
    const storedAt = Date.parse('2026-11-20T10:00:00Z');
    const view = toOrgView(profile(BUYER), 'en', shippedLabel('en'), ORG_TEXTS.en, storedAt);
    expect(view.asOf.dateTime).toBe('2026-11-20T10:00:00.000Z');
  });
});

describe('per-year chart bars', () => {
  it('fills the years between with zero bars and scales to the busiest year', () => {
    const bars = buyerYearBars(
      [
        { year: 2022, tenders: 4, expected: 1000, awarded: 0 },
        { year: 2024, tenders: 2, expected: 10, awarded: 0 },
      ],
      'en',
    );
    expect(bars.map((bar) => [bar.year, bar.count, bar.percent])).toEqual([
      ['2022', 4, 100],
      ['2023', 0, 0],
      ['2024', 2, 50],
    ]);
    expect(plain(bars[0]?.value)).toBe('1 000,00 UAH');
  });

  it('shows a real supplier’s year with the tenders won beside the tenders taken part in', () => {
    const years = profile(SUPPLIER).bidder?.years ?? [];
    const bars = bidderYearBars(years, 'uk');
    expect(bars.length).toBeGreaterThan(0);
    expect(bars.every((bar) => bar.second === bar.count && bar.secondPercent === bar.percent)).toBe(
      true,
    );
    expect(bidderYearBars([], 'uk')).toEqual([]);
  });
});
