import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Award, Bid } from '../../contract/tender-bids.ts';
import type { OrgProfile, OrgProfileResponse } from '../../contract/org.ts';
import type { Tender } from '../../contract/tender.ts';
import type { Database } from '../../server/db/database.ts';
import { upsertCdbObjects } from '../../server/ingest/upsert-objects.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { cdbObjectsIn } from '../../server/ingest/cdb.ts';
import { backends, useHarness } from './backends.ts';
import { shippedDataDir } from '../support/shipped-data.ts';
import { shippedCdbTenders } from '../support/shipped-cdb.ts';

type Json = Record<string, unknown>;

interface StoredTender {
  id: string;
  status: string;
  procurement_method_type: string;
  value_amount: number | null;
  value_currency: string | null;
  buyer_ids: string[];
  tenderer_ids: string[];
  flag_codes: string[];
  year: number;
  data: Tender;
}

const NON_COMPETITIVE = ['reporting', 'negotiation', 'negotiation.quick'];
const NOT_COUNTED = ['draft', 'deleted', 'invalid'];

const countBy = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([key, count]) => ({ key, count }));
};
const sorted = <T extends { key: string }>(list: T[]) =>
  [...list].sort((a, b) => a.key.localeCompare(b.key));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const uahOf = (award: Award) => (award.value?.currency === 'UAH' ? award.value.amount : 0);
const activeAwards = (tender: Tender) => tender.awards.filter((a) => a.status === 'active');

/** Counted bids per lot (the whole tender when it has no lots), from the stored portal shape. */
const bidsPerLot = (tender: Tender): number[] => {
  const bids = tender.bids.filter((bid: Bid) => !NOT_COUNTED.includes(bid.status));
  if (tender.lots.length === 0) return [bids.length];
  return tender.lots.map(
    (lot) => bids.filter((bid) => bid.lotValues.some((lv) => lv.relatedLot === lot.id)).length,
  );
};

describe.each(backends)('GET /api/orgs/:edrpou on $name', (backend) => {
  const h = useHarness(backend);
  const get = (code: string) => h().app.inject({ url: `/api/orgs/${encodeURIComponent(code)}` });
  const profile = async (code: string): Promise<OrgProfile> => {
    const res = await get(code);
    expect(res.statusCode, code).toBe(200);
    return res.json<OrgProfileResponse>().data;
  };

  const stored = async (): Promise<StoredTender[]> => {
    const { rows } = await h().db.query<StoredTender>(
      `SELECT id, status, procurement_method_type, value_amount, value_currency, buyer_ids,
         tenderer_ids, flag_codes, data,
         extract(year FROM coalesce(published_at, date_modified) AT TIME ZONE 'UTC')::int AS year
       FROM tenders WHERE NOT is_test`,
    );
    return rows;
  };

  /** Writes as an ingest does: with PostgreSQL through a connection of its own. */
  const ingest = async (objects: Json[]): Promise<void> => {
    const write = (db: Database) =>
      db.transaction((tx) =>
        upsertCdbObjects(
          tx,
          objects.flatMap((object) => cdbObjectsIn({ data: object }, { catalogue: false })),
        ),
      );
    if (h().db.kind === 'pglite') {
      await write(h().db);
      return;
    }
    const { rows } = await h().db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const other = await openPostgres(process.env.DATABASE_URL ?? '', rows[0]?.schema);
    try {
      await write(other);
    } finally {
      await other.close();
    }
  };

  it('answers every shipped buyer with the figures its stored tenders give', async () => {
    const tenders = await stored();
    const buyers = new Set(tenders.flatMap((t) => t.buyer_ids));
    expect(buyers.size).toBeGreaterThan(20);
    for (const code of buyers) {
      const mine = tenders.filter((t) => t.buyer_ids.includes(code));
      const { buyer } = await profile(code);
      expect(buyer, code).toBeDefined();
      if (!buyer) continue;
      const lots = mine.flatMap((t) => bidsPerLot(t.data)).filter((n) => n > 0);
      expect(buyer.tenders, code).toBe(mine.length);
      expect(sorted(buyer.byStatus), code).toEqual(sorted(countBy(mine.map((t) => t.status))));
      expect(sorted(buyer.byProcedure), code).toEqual(
        sorted(countBy(mine.map((t) => t.procurement_method_type))),
      );
      expect(sorted(buyer.flags), code).toEqual(sorted(countBy(mine.flatMap((t) => t.flag_codes))));
      expect(buyer.flaggedTenders).toBe(mine.filter((t) => t.flag_codes.length > 0).length);
      expect(buyer.expectedValue, code).toBeCloseTo(
        sum(mine.map((t) => (t.value_currency === 'UAH' ? (t.value_amount ?? 0) : 0))),
        2,
      );
      expect(buyer.awardedValue, code).toBeCloseTo(
        sum(mine.flatMap((t) => activeAwards(t.data).map(uahOf))),
        2,
      );
      // Every group the classifier has is named (99999999-9 "not specified" has no group).
      for (const group of buyer.topCpv.filter((g) => !g.code.startsWith('999'))) {
        expect(group.title_uk, group.code).toBeTruthy();
      }
      expect(buyer.competitiveTenders, code).toBe(
        mine.filter((t) => !NON_COMPETITIVE.includes(t.procurement_method_type)).length,
      );
      expect(buyer.lotsWithBids, code).toBe(lots.length);
      expect(buyer.bidsOnLots, code).toBe(sum(lots));
      expect(buyer.singleBidLots, code).toBe(lots.filter((n) => n === 1).length);
      const years = countBy(mine.map((t) => String(t.year)));
      expect(
        buyer.years.map((y) => ({ key: String(y.year), count: y.tenders })),
        code,
      ).toEqual(sorted(years));
      // Each top supplier's awarded value: its active awards in this buyer's tenders.
      for (const supplier of buyer.topSuppliers) {
        const awarded = mine.flatMap((t) =>
          activeAwards(t.data)
            .filter((a) => a.suppliers.some((s) => s.identifier.id === supplier.edrpou))
            .map(uahOf),
        );
        expect(supplier.awarded, `${code} → ${supplier.edrpou}`).toBeCloseTo(sum(awarded), 2);
      }
    }
  });

  it('answers every shipped bidder and supplier with its bids, wins and awarded value', async () => {
    const tenders = await stored();
    const sellers = new Set(tenders.flatMap((t) => t.tenderer_ids));
    expect(sellers.size).toBeGreaterThan(20);
    for (const code of sellers) {
      const mine = tenders.filter((t) => t.tenderer_ids.includes(code));
      const theirs = (a: Award) => a.suppliers.some((s) => s.identifier.id === code);
      const { bidder } = await profile(code);
      expect(bidder, code).toBeDefined();
      if (!bidder) continue;
      expect(bidder.tenders, code).toBe(mine.length);
      // Per lot, as the wins: a bid on two lots counts two.
      expect(bidder.bids, code).toBe(
        sum(
          mine.map((t) =>
            sum(
              t.data.bids
                .filter(
                  (b) =>
                    !NOT_COUNTED.includes(b.status) &&
                    b.tenderers.some((o) => o.identifier.id === code),
                )
                .map((b) =>
                  t.data.lots.length === 0
                    ? 1
                    : b.lotValues.filter((lv) =>
                        t.data.lots.some((lot) => lot.id === lv.relatedLot),
                      ).length,
                ),
            ),
          ),
        ),
      );
      const won = mine.map((t) => activeAwards(t.data).filter(theirs));
      expect(bidder.wins, code).toBe(sum(won.map((list) => list.length)));
      expect(bidder.tendersWon, code).toBe(won.filter((list) => list.length > 0).length);
      expect(bidder.awardedValue, code).toBeCloseTo(sum(won.flat().map(uahOf)), 2);
    }
  });

  it('counts a bid on two lots as two, as the two lots it won (the large tender)', async () => {
    // One bid of ФОП Червінська on lots 1 and 2 of UA-2024-04-26-006781-a, both won.
    const { bidder } = await profile('2554911143');
    expect(bidder).toMatchObject({ tenders: 1, bids: 2, wins: 2, tendersWon: 1 });
  });

  it('answers what the page’s view-model fixtures hold (tests/fixtures/orgs)', async () => {
    for (const code of ['08140309', '3111216477']) {
      const fixture = JSON.parse(
        readFileSync(
          path.join(shippedDataDir, '..', 'tests', 'fixtures', 'orgs', `${code}.json`),
          'utf8',
        ),
      ) as OrgProfile;
      expect({ ...(await profile(code)), countedAt: fixture.countedAt }).toEqual(fixture);
    }
  });

  it('answers 400 for a malformed code and 404 for one no tender names', async () => {
    for (const bad of ['a b', '12345678;drop', '-1', 'x'.repeat(65)]) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/registry code/);
    }
    const res = await get('99999998');
    expect(res.statusCode).toBe(404);
    expect(res.json<{ statusCode: number }>().statusCode).toBe(404);
  });

  it('sends a profile read again under the same ETag, and 304 for it', async () => {
    const [tender] = await stored();
    const code = tender?.buyer_ids[0] ?? '';
    const first = await get(code);
    const again = await get(code);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    const tag = String(first.headers.etag);
    expect(again.headers.etag).toBe(tag);
    const unchanged = await h().app.inject({
      url: `/api/orgs/${encodeURIComponent(code)}`,
      headers: { 'if-none-match': tag },
    });
    expect(unchanged.statusCode).toBe(304);
  });

  it('follows a re-ingested newer version of a tender', async () => {
    const [tender] = (await stored()).filter(
      (t) => t.buyer_ids.length === 1 && t.value_currency === 'UAH' && t.status !== 'cancelled',
    );
    if (!tender) throw new Error('no shipped tender to change');
    const code = tender.buyer_ids[0] ?? '';
    const before = await profile(code);
    const source = sourceOf(tender.id);
    const newer = {
      ...source,
      dateModified: new Date(Date.parse(String(source.dateModified)) + 86_400_000).toISOString(),
      status: 'cancelled',
      procuringEntity: {
        ...(source.procuringEntity as Json),
        identifier: { scheme: 'UA-EDR', id: '99999997', legalName: 'Нова назва' },
        name: 'Нова назва',
      },
    };
    await ingest([newer]);
    // Another process's write reaches the kept profiles once its NOTIFY arrives.
    const tendersNow = async (): Promise<number> => {
      const after = await get(code);
      return after.statusCode === 404
        ? 0
        : (after.json<OrgProfileResponse>().data.buyer?.tenders ?? 0);
    };
    await expect.poll(tendersNow, { timeout: 2000 }).toBe((before.buyer?.tenders ?? 0) - 1);
    const moved = await profile('99999997');
    expect(moved.names).toEqual(['Нова назва']);
    expect(moved.buyer?.tenders).toBe(1);
    expect(moved.buyer?.byStatus).toEqual([{ key: 'cancelled', count: 1 }]);
    expect(moved.buyer?.expectedValue).toBeCloseTo(tender.value_amount ?? 0, 2);
    // An older copy given again changes nothing.
    await ingest([source]);
    expect((await profile('99999997')).buyer?.tenders).toBe(1);
  });
});

/** The shipped CDB JSON of a tender by its internal id. */
const sourceOf = (id: string): Json => {
  const newest: Json | undefined = shippedCdbTenders().find((cdb) => cdb.id === id);
  if (!newest) throw new Error(`no shipped tender ${id}`);
  return newest;
};
