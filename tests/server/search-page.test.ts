import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { searchPage } from '../../server/db/search-page.ts';
import { SqlParams } from '../../server/search/sql-params.ts';
import { backends } from './backends.ts';

/** Totals past the exact-count limit need more rows than the shipped data has: 30,000 cheap ones. */
describe.each(backends)('search totals on many rows, $name', (backend) => {
  let db: Database;
  beforeAll(async () => {
    db = await backend.open();
    await db.exec(`CREATE TABLE many AS
      SELECT n AS id, json_build_object('id', n) AS hit FROM generate_series(1, 30000) AS n`);
    await db.exec('ANALYZE many');
  });
  afterAll(async () => {
    if (db.kind === 'postgres') {
      const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
      await db.exec(`DROP SCHEMA ${rows[0]?.schema ?? 'missing'} CASCADE`);
    }
    await db.close();
  });

  const page = async (upTo: number | undefined, offset = 0) => {
    const params = new SqlParams();
    const orders: boolean[] = [];
    const answer = await searchPage<{ id: number }>(db, {
      table: 'many',
      text: undefined,
      conditions: upTo === undefined ? [] : [`id <= ${params.add(upTo)}::int`],
      params,
      order: (_params, { useIndex }) => {
        orders.push(useIndex);
        return 'id';
      },
      limit: 10,
      offset,
    });
    return { ...answer, usedIndex: orders[0] };
  };

  it('counts few matches exactly, with the page in the same pass', async () => {
    const answer = await page(3000);
    expect(answer).toMatchObject({ total: 3000, relation: 'eq', usedIndex: false });
    expect(answer.hits.map((hit) => hit.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('counts apart when the page is past the last match', async () => {
    expect(await page(3000, 4000)).toMatchObject({ hits: [], total: 3000, relation: 'eq' });
  });

  it('estimates many matches, and the page may follow an index', async () => {
    const answer = await page(8000);
    expect(answer.relation).toBe('approx');
    expect(answer.total).toBeGreaterThan(5000);
    expect(answer.total).toBeLessThanOrEqual(10000);
    expect(answer.usedIndex).toBe(true);
    expect(answer.hits).toHaveLength(10);
  });

  it('says only "more than the window" past 10,000', async () => {
    expect(await page(undefined)).toMatchObject({ total: 10000, relation: 'gte' });
  });
});
