import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../contract/api.ts';
import type { TenderHit } from '../../contract/search.ts';
import { backends, useHarness } from './backends.ts';
import { publishedOf, valueOf, type RawTender } from './search-shipped.ts';
import { shippedTenders } from '../support/shipped-cdb.ts';
import { SqlParams } from '../../server/db/sql-params.ts';
import { parseFilters } from '../../server/search/parse-filters.ts';
import {
  tenderConditions,
  tenderOrder,
  tenderSortIndexScope,
} from '../../server/search/tender-where.ts';

const tenders = shippedTenders<RawTender>();

/** The expected value a value sort orders by: an ESCO tender's minValue of 0 is none. */
const sortAmount = (tender: RawTender): number | undefined => {
  const amount = valueOf(tender)?.amount;
  return tender.procurementMethodType === 'esco' && amount === 0 ? undefined : amount;
};

/** The expected order: by the key (missing last in both directions), ties by id. */
const orderBy = (key: (tender: RawTender) => number | undefined, order: 'asc' | 'desc'): string[] =>
  [...tenders]
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (x !== y) {
        if (x === undefined || Number.isNaN(x)) return 1;
        if (y === undefined || Number.isNaN(y)) return -1;
        return order === 'asc' ? x - y : y - x;
      }
      return a.id < b.id ? -1 : 1;
    })
    .map((tender) => tender.id);

describe.each(backends)('tender search sorting and paging, $name', (backend) => {
  const h = useHarness(backend);
  // mode=test: these check the filters over every shipped tender, the test ones included
  // (search-test-mode.test.ts checks that a search without it leaves them out).
  const search = async (query: string): Promise<SearchResponse<TenderHit>> => {
    const res = await h().app.inject({
      method: 'POST',
      url: `/api/search/tender?mode=test&${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SearchResponse<TenderHit>>();
  };
  const ids = async (query: string): Promise<string[]> =>
    (await search(`per_page=1000&${query}`)).data.map((hit) => hit.id);

  it.each(['asc', 'desc'] as const)('sorts by publication date, %s, ties by id', async (order) => {
    expect(await ids(`sort_by=publication_date&order=${order}`)).toEqual(
      orderBy(publishedOf, order),
    );
  });

  it.each(['asc', 'desc'] as const)(
    'sorts by value, %s, tenders without one last',
    async (order) => {
      expect(await ids(`sort_by=value&order=${order}`)).toEqual(orderBy(sortAmount, order));
    },
  );

  it.each(['asc', 'desc'] as const)(
    'by value, %s: a real 0 is a value; no value (an ESCO minValue of 0 included) comes last',
    async (order) => {
      const found = await ids(`sort_by=value&order=${order}`);
      const withoutValue = tenders.filter((tender) => sortAmount(tender) === undefined);
      const zero = tenders.filter((tender) => sortAmount(tender) === 0);
      expect(withoutValue.map((tender) => tender.id)).toContain(
        tenders.find((tender) => tender.tenderID === 'UA-2024-02-28-009286-a')?.id,
      );
      expect(zero.length).toBeGreaterThanOrEqual(16);
      expect(new Set(found.slice(-withoutValue.length))).toEqual(
        new Set(withoutValue.map((tender) => tender.id)),
      );
      if (order === 'asc') {
        expect(new Set(found.slice(0, zero.length))).toEqual(new Set(zero.map((t) => t.id)));
      }
    },
  );

  it('shows the publication date and value it sorts by in each hit', async () => {
    const { data } = await search('sort_by=publication_date&order=desc&per_page=5');
    const byId = new Map(tenders.map((tender) => [tender.id, tender]));
    for (const hit of data) {
      const tender = byId.get(hit.id);
      expect(Date.parse(hit.datePublished ?? '')).toBe(tender ? publishedOf(tender) : NaN);
      expect(hit.value?.amount).toBe(tender ? valueOf(tender)?.amount : undefined);
    }
  });

  it('sorts newest first when only sort_by is given', async () => {
    expect(await ids('sort_by=publication_date')).toEqual(orderBy(publishedOf, 'desc'));
  });

  it('pages through a sorted list without gaps or repeats', async () => {
    const all = await ids('sort_by=value&order=asc');
    const paged: string[] = [];
    for (let page = 1; paged.length < all.length; page += 1) {
      const {
        data,
        total,
        page: answered,
      } = await search(`sort_by=value&order=asc&per_page=7&page=${page}`);
      expect(total).toBe(all.length);
      expect(answered).toBe(page);
      paged.push(...data.map((hit) => hit.id));
    }
    expect(paged).toEqual(all);
  });

  it('sorts a filtered search too', async () => {
    const found = await ids('proc_type=reporting&sort_by=value&order=desc');
    const reporting = new Set(
      tenders.filter((t) => t.procurementMethodType === 'reporting').map((t) => t.id),
    );
    expect(found).toEqual(orderBy(sortAmount, 'desc').filter((id) => reporting.has(id)));
  });

  it('answers a page past the last with no rows but the total', async () => {
    const { data, total } = await search('per_page=100&page=50');
    expect(data).toEqual([]);
    expect(total).toBe(tenders.length);
  });
  it.each(['asc', 'desc'] as const)(
    'by value within a range, %s: a walk of the value index starts at the range and passes every match',
    async (order) => {
      const filters = parseFilters(
        { value: { amount: { start: '10000', end: '5000000' } }, sort_by: 'value', order },
        'tender',
      );
      const scope = tenderSortIndexScope(filters);
      if (!scope) throw new Error('no index scope for a value range sorted by value');
      const ids = async (conditions: (params: SqlParams) => string[]) => {
        const params = new SqlParams();
        const where = conditions(params).join(' AND ');
        const { rows } = await h().db.query<{ id: string }>(
          `SELECT id FROM tender_search WHERE ${where}`,
          params.values,
        );
        return rows.map((row) => row.id);
      };
      const matches = await ids((params) => tenderConditions(filters, params));
      expect(matches.length).toBeGreaterThan(1);
      expect(await ids(scope)).toEqual(expect.arrayContaining(matches));
      const params = new SqlParams();
      const walk = `EXPLAIN SELECT id FROM tender_search WHERE ${scope(params).join(' AND ')}
        ORDER BY ${tenderOrder(filters, params, { useIndex: true })} LIMIT 10`;
      const plan = await h().db.transaction(async (tx) => {
        for (const off of ['seqscan', 'bitmapscan', 'sort']) {
          await tx.query(`SET LOCAL enable_${off} = off`);
        }
        return tx.query<{ 'QUERY PLAN': string }>(walk, params.values);
      });
      const lines = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(lines).toMatch(new RegExp(`Index (Only )?Scan using tender_search_value_${order} `));
      expect(lines).toMatch(/Index Cond: .*value_amount >= /);
    },
  );
});
