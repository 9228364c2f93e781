import { describe, expect, it } from 'vitest';
import type { ApiError, SearchResponse } from '../../contract/api.ts';
import type { SearchHit } from '../../contract/search.ts';
import { backends, useHarness } from './backends.ts';
import { SqlParams } from '../../server/db/sql-params.ts';
import { parseFilters } from '../../server/search/parse-filters.ts';
import { REAL_ONLY, REAL_ONLY_UNPROVEN } from '../../server/search/search-page.ts';
import { tenderConditions } from '../../server/search/tender-where.ts';
import { shippedFileNames } from '../support/shipped-data.ts';
import { realTenders, idsOf, type RawTender } from './search-shipped.ts';
import {
  shippedCatalogue,
  shippedCdb,
  type ShippedObject,
  shippedTenders,
  shippedCdbData,
} from '../support/shipped-cdb.ts';

const tenders = shippedTenders<RawTender>();
const plans = shippedCdb('plans');
const frameworks = shippedCdb('frameworks', 'doc-framework-');
const isTest = (object: { mode?: string }): boolean => object.mode === 'test';

describe('the shipped test data', () => {
  it('marks every sandbox object, documentation example and catalogue fixture', () => {
    const folders = ['tenders', 'plans', 'frameworks', 'contracts', 'monitorings'];
    const unmarked = folders.flatMap((folder) => {
      return shippedFileNames(`cdb/${folder}`)
        .filter((file) => /^(?:doc|sandbox)-.*\.json$/.test(file))
        .filter((file) => shippedCdbData<{ mode?: string }>(folder, file).mode !== 'test');
    });
    expect(unmarked).toEqual([]);
    expect(shippedCatalogue().filter((object) => object.mode !== 'test')).toEqual([]);
    // Each section still has real objects to show, but frameworks and products.
    expect(realTenders(tenders).length).toBeGreaterThan(0);
    expect(plans.filter((plan) => !isTest(plan)).length).toBeGreaterThan(0);
  });
});

describe.each(backends)('search leaves test objects out unless mode=test, $name', (backend) => {
  const h = useHarness(backend);
  const search = async (section: string, query = ''): Promise<SearchResponse<SearchHit>> => {
    const res = await h().app.inject({ url: `/api/search/${section}?per_page=1000&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SearchResponse<SearchHit>>();
  };

  const sections: [string, ShippedObject[] | typeof tenders][] = [
    ['tender', tenders],
    ['plan', plans],
    ['catalog', frameworks],
  ];

  it.each(sections)(
    '%s: the default search finds exactly the real objects',
    async (section, all) => {
      const answer = await search(section);
      expect(idsOf(answer.data)).toEqual(idsOf(all.filter((object) => !isTest(object))));
      expect(answer.total).toBe(answer.data.length);
      expect(answer.data.filter(isTest)).toEqual([]);
    },
  );

  it.each(sections)(
    '%s: mode=test finds every object, the test ones marked',
    async (section, all) => {
      const answer = await search(section, 'mode=test');
      expect(idsOf(answer.data)).toEqual(idsOf(all));
      const marked = new Set(all.filter(isTest).map((object) => object.id));
      expect(idsOf(answer.data.filter(isTest))).toEqual([...marked].sort());
    },
  );

  it('products: every shipped product is a fixture, so only mode=test finds them', async () => {
    expect((await search('products')).total).toBe(0);
    const withTest = await search('products', 'mode=test');
    expect(withTest.total).toBeGreaterThan(0);
    expect(withTest.data.every(isTest)).toBe(true);
  });

  it('the default first page of each section holds no test object', async () => {
    for (const section of ['tender', 'plan', 'catalog', 'products']) {
      const res = await h().app.inject({ url: `/api/search/${section}` });
      expect(res.json<SearchResponse<SearchHit>>().data.filter(isTest)).toEqual([]);
    }
  });

  it.each(['mode=real', 'mode=TEST', 'mode[]=test', 'mode[x]=test'])(
    'answers 400 for %s',
    async (query) => {
      for (const section of ['tender', 'plan', 'catalog', 'products']) {
        const res = await h().app.inject({ url: `/api/search/${section}?${query}` });
        expect(res.statusCode, `${section}?${query}`).toBe(400);
        expect(res.json<ApiError>().message).toMatch(/mode/);
      }
    },
  );

  it('a word of test tenders only: found with mode=test, not without', async () => {
    // The text index holds real and test tenders' vectors apart (migration 018).
    const words = (tender: RawTender) => tender.title?.toLowerCase().match(/\p{L}{6,}/gu) ?? [];
    const realWords = new Set(realTenders(tenders).flatMap(words));
    const testTender = tenders.find((t) => isTest(t) && words(t).some((w) => !realWords.has(w)));
    const word = testTender && words(testTender).find((w) => !realWords.has(w));
    expect(word).toBeDefined();
    const text = `text=${encodeURIComponent(word ?? '')}`;
    expect(idsOf((await search('tender', `mode=test&${text}`)).data)).toContain(testTender?.id);
    expect((await search('tender', text)).data.filter(isTest)).toEqual([]);
  });

  it('a filter and mode=test together: test tenders of that status only', async () => {
    const status = 'complete';
    const answer = await search('tender', `mode=test&status=${status}`);
    expect(idsOf(answer.data)).toEqual(idsOf(tenders.filter((t) => t.status === status)));
  });
  it('words alone leave test tenders out so that no sort index of real tenders is read whole', async () => {
    const realOnlyOf = (query: Record<string, unknown>) =>
      tenderConditions(parseFilters(query, 'tender'), new SqlParams())[0];
    expect(realOnlyOf({ text: 'рибне' })).toBe(REAL_ONLY_UNPROVEN);
    // A status's index of real tenders is worth ANDing with the text's, and needs NOT is_test.
    expect(realOnlyOf({ text: 'рибне', status: 'complete' })).toBe(REAL_ONLY);
    expect(realOnlyOf({ text: 'UA-2024' })).toBe(REAL_ONLY);
    // The planner proves the sort indexes' NOT is_test from REAL_ONLY only.
    const plan = (realOnly: string) =>
      h().db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT id FROM tender_search WHERE ${realOnly} ORDER BY published_at, id`,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    expect(await plan(REAL_ONLY)).toMatch(/tender_search_published_asc/);
    expect(await plan(REAL_ONLY_UNPROVEN)).not.toMatch(/tender_search_published_asc/);
  });
});
