import { describe, expect, it } from 'vitest';
import { searchMix } from '../../scripts/bench/search-mix.ts';
import { sampleValues } from '../../scripts/bench/search-scenarios.ts';
import { SqlParams } from '../../server/db/sql-params.ts';
import { tenderConditions } from '../../server/search/tender-where.ts';
import { PageRows, readSieveRows } from '../../server/watches/page-rows.ts';
import { shareMemos, sieveSearch } from '../../server/watches/sieve-search.ts';
import { watchFilters } from '../../server/watches/parse-watch.ts';
import { backends, useHarness } from './backends.ts';

const SEARCHES = 800;

/** Searches as people type them: word forms, a code, a tenderID, the test mode, no words. */
const TYPED = [
  'text=лікарні',
  'text=капітального ремонту',
  'text=бензину&status=complete',
  'text=послуги з прибирання',
  'text=ремон',
  'text=45233',
  'text=UA-2024-01-10-005750-a',
  'text=%21%21%21',
  'mode=test',
  "text=м'ясо",
];

describe.each(backends)('the watches sieve, $name', (backend) => {
  const h = useHarness(backend);

  it('lets through every row a search finds, exactly those when it judges the search whole, and few others', async () => {
    const { db } = h();
    const mix = searchMix(await sampleValues(db), SEARCHES, 20261203).map(
      (address) => address.split('?')[1] ?? '',
    );
    const { rows } = await db.query<{ id: string; amount: number | null }>(
      `SELECT id, value_amount AS amount FROM tender_search ORDER BY id`,
    );
    // A value range that ends exactly at a tender's value, from each side.
    const amount = rows.find((row) => row.amount !== null)?.amount;
    // Date ranges that start or end at a tender period's own bounds (whole seconds).
    const { rows: periods } = await db.query<{ low: string; high: string }>(
      `SELECT to_char(lower(tender_period) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"') AS low,
         to_char(upper(tender_period) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"') AS high
       FROM tender_search WHERE NOT is_test AND extract(microseconds FROM lower(tender_period)) % 1000000 = 0
         AND extract(microseconds FROM upper(tender_period)) % 1000000 = 0 ORDER BY id LIMIT 1`,
    );
    const edges = [
      `value[amount][start]=${String(amount)}`,
      `value[amount][end]=${String(amount)}`,
      ...periods.flatMap(({ low, high }) =>
        [low, high].flatMap((at) => [
          `date[tender][start]=${encodeURIComponent(at)}`,
          `date[tender][end]=${encodeURIComponent(at)}`,
        ]),
      ),
    ];
    expect(edges).toHaveLength(6);
    const page = new PageRows(
      await readSieveRows(
        db,
        rows.map((row) => row.id),
      ),
    );
    const missed: string[] = [];
    /** Searches the sieve claims to judge whole, and let through more than their SQL finds. */
    const inexact: string[] = [];
    let [found, passed] = [0, 0];
    // As the news sieves them: the searches that ask the same condition share what a page knows of it.
    const searches = shareMemos(
      [...TYPED, ...edges, ...mix].map((query) => {
        const filters = watchFilters(query);
        return { query, filters, sieve: sieveSearch(filters) };
      }),
    );
    for (const { query, filters, sieve: search } of searches) {
      const params = new SqlParams();
      const conditions = tenderConditions(filters, params);
      const { rows: matches } = await db.query<{ id: string }>(
        `SELECT id FROM tender_search WHERE ${conditions.join(' AND ') || 'TRUE'}`,
        params.values,
      );
      const candidates = new Set(page.candidates(search));
      for (const { id } of matches) if (!candidates.has(id)) missed.push(`${query}: ${id}`);
      if (search.exact && candidates.size !== matches.length) inexact.push(query);
      found += matches.length;
      passed += candidates.size;
    }
    expect(missed).toEqual([]);
    expect(inexact).toEqual([]);
    expect(found).toBeGreaterThan(0);
    // What the sieve passes and the SQL then rejects: a small share of the rows it could pass.
    const searched = (TYPED.length + edges.length + mix.length) * rows.length;
    expect((passed - found) / searched).toBeLessThan(0.05);
  });
});
