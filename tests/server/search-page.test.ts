import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import {
  COUNT_LIMIT,
  nextWalkCap,
  WALK_COST,
  walksIndex,
} from '../../server/search/search-page-costs.ts';
import { searchPage } from '../../server/search/search-page.ts';
import { SqlParams } from '../../server/db/sql-params.ts';
import { backends } from './backends.ts';

describe('walksIndex', () => {
  const rows = 100_000;
  it('sorts a few matches rather than walk past the rest', () => {
    expect(walksIndex({ matches: 300, rows }, { limit: 10, offset: 0 })).toBe(false);
  });
  it('walks the index for the first page of many matches', () => {
    expect(walksIndex({ matches: 8000, rows }, { limit: 10, offset: 0 })).toBe(true);
  });
  it('sorts the matches for a page deep among them', () => {
    expect(walksIndex({ matches: 8000, rows }, { limit: 100, offset: 7000 })).toBe(false);
  });
  it('walks the index for a deep page when every row matches', () => {
    expect(walksIndex({ matches: rows, rows }, { limit: 100, offset: 9900 })).toBe(true);
  });
  it('walks for a deep page past rows left out by a test the index answers', () => {
    const deep = { limit: 100, offset: 9900 };
    expect(walksIndex({ matches: 57_000, rows }, deep)).toBe(false);
    expect(walksIndex({ matches: 57_000, rows }, deep, 1)).toBe(true);
  });
  it("walks an index's leading equalities rather than build a bitmap of all they hold", () => {
    // A common word within the commonest status and type, at 1,000,000 tenders.
    const first = { limit: 10, offset: 0 };
    expect(walksIndex({ matches: 4784, rows: 341_048 }, first)).toBe(false);
    expect(walksIndex({ matches: 4784, rows: 341_048, scoped: true }, first)).toBe(true);
  });
  it('never walks for no matches', () => {
    expect(walksIndex({ matches: 0, rows }, { limit: 10, offset: 0 })).toBe(false);
  });
});

describe('nextWalkCap', () => {
  it('walks eight times further while that costs less than sorting every match', () => {
    expect(nextWalkCap(1000, 416_201)).toBe(8000);
    expect(nextWalkCap(8000, 416_201)).toBe(Math.floor(416_201 / WALK_COST));
  });
  it('sorts once a further walk would not pass at least twice the rows', () => {
    expect(nextWalkCap(1000, 30_000)).toBeUndefined();
    expect(nextWalkCap(20_000, 416_201)).toBeUndefined();
  });
});

/** An order by `column` that records whether each call was asked to follow its index. */
const recordingOrder =
  (orders: boolean[], column = 'k') =>
  (_params: SqlParams, { useIndex }: { useIndex: boolean }): string => {
    orders.push(useIndex);
    return useIndex ? `${column} DESC, id` : `(${column} + 0) DESC, id`;
  };

/** Totals past the result window need more rows than the shipped data has: 30,000 cheap ones. */
describe.each(backends)('search totals and pages on many rows, $name', (backend) => {
  let db: Database;
  beforeAll(async () => {
    db = await backend.open();
    // k repeats, so the order's tie-break by id matters on every page.
    await db.exec(`CREATE TABLE many AS SELECT n AS id, n % 97 AS k, n % 7 AS j,
      json_build_object('id', n) AS hit FROM generate_series(1, 30000) AS n`);
    await db.exec('CREATE INDEX many_k ON many (k DESC, id)');
    await db.exec('CREATE INDEX many_j ON many (j DESC, id)');
    await db.exec('ANALYZE many');
  });
  afterAll(async () => {
    if (db.kind === 'postgres') {
      const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
      await db.exec(`DROP SCHEMA ${rows[0]?.schema ?? 'missing'} CASCADE`);
    }
    await db.close();
  });

  const page = async (upTo: number | undefined, offset = 0, limit = 10) => {
    const params = new SqlParams();
    const orders: boolean[] = [];
    const answer = await searchPage<{ id: number }>(db, {
      table: 'many',
      conditions: upTo === undefined ? [] : [`id <= ${params.add(upTo)}::int`],
      params,
      order: recordingOrder(orders),
      limit,
      offset,
    });
    return { ...answer, ids: answer.hits.map((hit) => hit.id), usedIndex: orders[0] };
  };

  /** The same page read the plain way: every match sorted, then skipped to the offset. */
  const offsetScan = async (upTo: number, offset: number, limit: number) => {
    const { rows } = await db.query<{ id: number }>(
      `SELECT id FROM many WHERE id <= $1 ORDER BY k DESC, id LIMIT $2 OFFSET $3`,
      [upTo, limit, offset],
    );
    return rows.map((row) => row.id);
  };

  it('counts fewer than COUNT_LIMIT matches exactly', async () => {
    const answer = await page(COUNT_LIMIT - 200);
    expect(answer).toMatchObject({ total: COUNT_LIMIT - 200, relation: 'eq' });
    expect(answer.ids).toEqual(await offsetScan(COUNT_LIMIT - 200, 0, 10));
  });

  it('sorts a page deep among counted matches from their ids', async () => {
    const answer = await page(800, 500);
    expect(answer).toMatchObject({ total: 800, relation: 'eq' });
    expect(answer.ids).toEqual(await offsetScan(800, 500, 10));
  });

  it('estimates more, within the window, and says so', async () => {
    const answer = await page(8000);
    expect(answer.relation).toBe('approx');
    expect(answer.total).toBeGreaterThan(COUNT_LIMIT);
    expect(answer.total).toBeLessThanOrEqual(10_000);
    expect(answer.ids).toEqual(await offsetScan(8000, 0, 10));
  });

  it('says only "at least the window" past 10,000', async () => {
    expect(await page(undefined)).toMatchObject({ total: 10_000, relation: 'gte' });
  });

  it('gives the exact total on the short last page of an estimated search', async () => {
    const answer = await page(8000, 7995);
    expect(answer).toMatchObject({ total: 8000, relation: 'eq' });
    expect(answer.ids).toEqual(await offsetScan(8000, 7995, 10));
  });

  it('counts when a page is past the last match', async () => {
    expect(await page(300, 400)).toMatchObject({ hits: [], total: 300, relation: 'eq' });
    expect(await page(8000, 9000)).toMatchObject({ hits: [], total: 8000, relation: 'eq' });
  });

  it('counts exactly when the first page holds every match', async () => {
    expect(await page(7)).toMatchObject({ total: 7, relation: 'eq' });
    expect(await page(0)).toMatchObject({ hits: [], total: 0, relation: 'eq' });
  });

  it('sorts few matches and walks the index for the first page of many', async () => {
    expect((await page(300)).usedIndex).toBe(false);
    expect((await page(COUNT_LIMIT)).usedIndex).toBe(false);
    expect((await page(8000)).usedIndex).toBe(true);
    expect((await page(undefined)).usedIndex).toBe(true);
  });

  it('walks an index whose leading equalities hold most matches, though the table has more', async () => {
    // j = 5 is 4,286 rows of 30,000; id ≤ 8,000 keeps 1,143 of them: more than are counted.
    const walked = async (scoped: boolean) => {
      const params = new SqlParams();
      const orders: boolean[] = [];
      const answer = await searchPage<{ id: number }>(db, {
        table: 'many',
        conditions: [`j = ${params.add(5)}::int`, `id <= ${params.add(8_000)}::int`],
        params,
        order: recordingOrder(orders, 'j'),
        limit: 10,
        offset: 0,
        sortIndexScope: scoped ? (scope) => [`j = ${scope.add(5)}::int`] : undefined,
      });
      return { orders, ids: answer.hits.map((hit) => hit.id) };
    };
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM many WHERE j = 5 AND id <= 8000 ORDER BY id LIMIT 10',
    );
    // Unscoped, a short walk passes j = 6's rows first, gives up, and the matches are sorted.
    expect(await walked(false)).toEqual({ orders: [true, false], ids: rows.map((row) => row.id) });
    expect(await walked(true)).toEqual({ orders: [true], ids: rows.map((row) => row.id) });
  });

  it("walks a deep page in the index alone when its leading equalities are the search's conditions", async () => {
    const statements: string[] = [];
    const recording = new Proxy(db, {
      get: (target, key) => {
        if (key === 'query') {
          return (sql: string, values?: unknown[]) => (
            statements.push(sql),
            target.query(sql, values)
          );
        }
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    const walked = async (scope: number) => {
      statements.length = 0;
      const params = new SqlParams();
      const answer = await searchPage<{ id: number }>(recording, {
        table: 'many',
        conditions: [`j = ${params.add(5)}::int`],
        params,
        order: recordingOrder([], 'j'),
        limit: 10,
        offset: 3_000,
        sortIndexScope: (scoped) => [`j = ${scoped.add(scope)}::int`],
      });
      return {
        ids: answer.hits.map((hit) => hit.id),
        // A walk that reads rows to test them: a subquery of the index's rows, whole.
        readsRows: statements.some((sql) => sql.includes('AS walked')),
      };
    };
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM many WHERE j = 5 ORDER BY id LIMIT 10 OFFSET 3000',
    );
    const ids = rows.map((row) => row.id);
    expect(ids).toHaveLength(10);
    expect(await walked(5)).toEqual({ ids, readsRows: false });
    // Another value in the scope than in the conditions: the rows are read and tested.
    expect(await walked(6)).toEqual({ ids, readsRows: true });
  });

  it('walks a short way before sorting more matches than are counted, and keeps a page it finds', async () => {
    // k < 5 keeps 1,546 rows, one in twenty in any order: the planner would sort them all.
    const params = new SqlParams();
    const orders: boolean[] = [];
    const answer = await searchPage<{ id: number }>(db, {
      table: 'many',
      conditions: [`k < ${params.add(5)}::int`],
      params,
      order: recordingOrder(orders, 'j'),
      limit: 10,
      offset: 0,
    });
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM many WHERE k < 5 ORDER BY j DESC, id LIMIT 10',
    );
    expect(walksIndex({ matches: 1546, rows: 30_000 }, { limit: 10, offset: 0 })).toBe(false);
    expect(orders).toEqual([true]);
    expect(answer.hits.map((hit) => hit.id)).toEqual(rows.map((row) => row.id));
  });

  it('sorts the few matches when a walk the planner chose for many passes its limit', async () => {
    // No statistics tell the planner how many rows an expression keeps: it guesses a third.
    const params = new SqlParams();
    const orders: boolean[] = [];
    const answer = await searchPage<{ id: number }>(db, {
      table: 'many',
      conditions: [`(id + 0) > ${params.add(29_995)}::int`],
      params,
      order: recordingOrder(orders),
      limit: 10,
      offset: 0,
    });
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM many WHERE id > 29995 ORDER BY k DESC, id',
    );
    expect(orders).toEqual([true, false]);
    expect(answer).toMatchObject({ total: 5, relation: 'eq' });
    expect(answer.hits.map((hit) => hit.id)).toEqual(rows.map((row) => row.id));
  });

  it('walks further when the matches come later in the order than the planner expects', async () => {
    // 120,000 rows by k descending; those that match come after the first `skipped`. The planner
    // knows how many match, not where: its walk gives up after 1,000 rows, and walks again.
    await db.exec(`CREATE TABLE skewed AS SELECT n AS id, n AS k, json_build_object('id', n) AS hit
      FROM generate_series(1, 120000) AS n`);
    await db.exec('CREATE INDEX skewed_k ON skewed (k DESC, id)');
    const walks = async (skipped: number) => {
      await db.exec(`ALTER TABLE skewed ADD COLUMN IF NOT EXISTS late boolean`);
      await db.exec(`UPDATE skewed SET late = id <= ${120_000 - skipped}`);
      await db.exec('ANALYZE skewed');
      const params = new SqlParams();
      const orders: boolean[] = [];
      const answer = await searchPage<{ id: number }>(db, {
        table: 'skewed',
        conditions: ['late'],
        params,
        order: recordingOrder(orders),
        limit: 10,
        offset: 0,
      });
      const { rows } = await db.query<{ id: number }>(
        'SELECT id FROM skewed WHERE late ORDER BY k DESC, id LIMIT 10',
      );
      expect(answer.hits.map((hit) => hit.id)).toEqual(rows.map((row) => row.id));
      return orders;
    };
    // Past 1,000 rows, within the 5,850 a walk may pass before sorting the 117,000 costs less.
    expect(await walks(3000)).toEqual([true, true]);
    // Past those too: sorted.
    expect(await walks(10_000)).toEqual([true, true, false]);
  });

  it('finds a page of an order no index serves tier by tier, across tiers and past the last', async () => {
    // An order no index serves, as relevance: j = 3 first, then id % 97 = 5 among the rest, then
    // the rest, each by k; the tiers hold 4,286, 266 and 25,448 rows.
    const tierOrder = `(j = 3) DESC, (j <> 3 AND id % 97 = 5) DESC, k DESC, id`;
    const tiered = async (offset: number, limit: number) => {
      const answer = await searchPage<{ id: number }>(db, {
        table: 'many',
        conditions: [],
        params: new SqlParams(),
        order: () => tierOrder,
        indexedOrder: false,
        tiers: {
          order: recordingOrder([]),
          tiers: [
            () => ['j = 3'],
            () => ['id % 97 = 5', 'j <> 3'],
            () => ['id % 97 <> 5', 'j <> 3'],
          ],
        },
        limit,
        offset,
      });
      const { rows } = await db.query<{ id: number }>(
        `SELECT id FROM many ORDER BY ${tierOrder} LIMIT ${limit} OFFSET ${offset}`,
      );
      expect(answer.hits.map((hit) => hit.id)).toEqual(rows.map((row) => row.id));
      return answer;
    };
    await tiered(0, 10);
    // Across the first tier's end into the second, and across the second's into the third.
    await tiered(4280, 20);
    await tiered(4540, 20);
    await tiered(9000, 100);
    // The last page, short, and past it: none, and the total counted.
    expect((await tiered(29_995, 10)).hits).toHaveLength(5);
    expect(await tiered(30_000, 10)).toMatchObject({ hits: [], total: 10_000, relation: 'gte' });
  });

  it('counts first when the planner may guess tiers low, and walks a short way in a tier guessed at few', async () => {
    // j = 3 and id % 7 = 3 hold the same 4,286 rows; the planner counts them as if apart and
    // guesses about 21. The tiers: even ids, then odd, each by k.
    const tierOrder = `(id % 2 = 0) DESC, k DESC, id`;
    const search = async (guessedLow: boolean) => {
      const params = new SqlParams();
      const ranked: boolean[] = [];
      const walked: boolean[] = [];
      const answer = await searchPage<{ id: number }>(db, {
        table: 'many',
        conditions: [`j = ${params.add(3)}::int`, `id % 7 = ${params.add(3)}::int`],
        params,
        order: (...args) => (ranked.push(args[1].useIndex), tierOrder),
        indexedOrder: false,
        tiers: {
          order: recordingOrder(walked),
          guessedLow,
          tiers: [
            () => ['j = 3', 'id % 7 = 3', 'id % 2 = 0'],
            () => ['j = 3', 'id % 7 = 3', 'id % 2 = 1'],
          ],
        },
        limit: 10,
        offset: 0,
      });
      const { rows } = await db.query<{ id: number }>(
        `SELECT id FROM many WHERE j = 3 ORDER BY ${tierOrder} LIMIT 10`,
      );
      expect(answer.hits.map((hit) => hit.id)).toEqual(rows.map((row) => row.id));
      expect(answer.relation).toBe('approx');
      return { ranked, walked };
    };
    // Told nothing, the search ranks every match (up to IDS_READ + 1) in one query.
    expect(await search(false)).toEqual({ ranked: [false], walked: [] });
    // Guessed low: counted (more than IDS_READ), then found tier by tier, the first tier's page
    // by a short walk of its order, which the planner expected to hold next to none.
    expect(await search(true)).toEqual({ ranked: [], walked: [true] });
  });

  it('gives a deep page the rows an offset scan gives, whichever way it is found', async () => {
    for (const [upTo, offset] of [
      [30_000, 9_900],
      [8_000, 7_900],
      [300, 200],
    ] as const) {
      const answer = await page(upTo, offset, 100);
      expect(answer.ids).toHaveLength(100);
      expect(answer.ids).toEqual(await offsetScan(upTo, offset, 100));
    }
  });
});
