import { describe, expect, it } from 'vitest';
import type { ApiError, SearchResponse } from '../../contract/api.ts';
import type { OcdsReleasePackage } from '../../contract/ocds.ts';
import type { SearchHit } from '../../contract/search.ts';
import { ocdsSchemaErrors } from '../fixtures/ocds-schema.ts';
import { backends, useHarness } from './backends.ts';

const WITH_LOTS = 'UA-2024-04-26-006781-a'; // 3 lots, 4 awards, 3 contracts
/** The documentation's priceQuotation tender whose contract the contracting API terminated. */
const CONTRACTED = 'f2a340122e754b528c3f516d8e34de7a';

describe.each(backends)('OCDS export on $name', (backend) => {
  const h = useHarness(backend);
  const get = (url: string, headers: Record<string, string> = {}) =>
    h().app.inject({ url, headers });
  const search = async (query: string): Promise<SearchResponse<SearchHit>> =>
    (await get(`/api/search/tender?per_page=1000&${query}`)).json<SearchResponse<SearchHit>>();

  describe('GET /api/tenders/:id/ocds', () => {
    it('answers a valid release package, one release per lot, by tenderID or internal id', async () => {
      const res = await get(`/api/tenders/${WITH_LOTS}/ocds`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const ocds = res.json<OcdsReleasePackage>();
      expect(ocdsSchemaErrors(ocds)).toEqual([]);
      expect(ocds.version).toBe('1.1');
      expect(ocds.publisher.uri).toBe('http://localhost:80/');
      expect(ocds.releases).toHaveLength(3);
      expect(ocds.releases.every((r) => r.ocid.startsWith(`ocds-be6bcu-${WITH_LOTS}-`))).toBe(true);
      const tenderId = ocds.releases[0]?.tender.id ?? '';
      expect(ocds.uri).toBe(`http://localhost:80/api/tenders/${tenderId}/ocds`);
      const byId = await get(`/api/tenders/${tenderId}/ocds`);
      expect(byId.body).toBe(res.body);
    });

    it('answers 304 to the ETag it gave', async () => {
      const first = await get(`/api/tenders/${WITH_LOTS}/ocds`);
      const tag = first.headers.etag;
      expect(tag).toMatch(/^"[0-9a-f]{32}"$/);
      const again = await get(`/api/tenders/${WITH_LOTS}/ocds`, { 'if-none-match': String(tag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('takes each contract from the contracting API when it has it, with its changes', async () => {
      const ocds = (await get(`/api/tenders/${CONTRACTED}/ocds`)).json<OcdsReleasePackage>();
      expect(ocdsSchemaErrors(ocds)).toEqual([]);
      const [contract] = ocds.releases[0]?.contracts ?? [];
      expect(contract?.status).toBe('terminated');
      expect(contract?.value?.amount).toBe(280);
      expect(contract?.amendments).toHaveLength(1);
      expect(ocds.releases[0]?.tag).toContain('contractTermination');
    });

    it('takes the export links’ language, which changes nothing in the package, and refuses a wrong one', async () => {
      const plain = await get(`/api/tenders/${WITH_LOTS}/ocds`);
      const english = await get(`/api/tenders/${WITH_LOTS}/ocds?lang=en`);
      expect(english.statusCode).toBe(200);
      expect(english.body).toBe(plain.body);
      const wrong = await get(`/api/tenders/${WITH_LOTS}/ocds?lang=fr`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<ApiError>().message).toMatch(/"lang"/);
    });

    it('answers 404 JSON for a tender it does not have', async () => {
      const res = await get('/api/tenders/UA-1999-01-01-000000-a/ocds');
      expect(res.statusCode).toBe(404);
      expect(res.json<ApiError>()).toMatchObject({ statusCode: 404 });
    });

    it.each(['UA%202024', '%D0%B0%D0%B1', 'a;b', 'x'.repeat(65), '..%2F..%2Fetc'])(
      'answers 400 JSON for the malformed id %s',
      async (id) => {
        const res = await get(`/api/tenders/${id}/ocds`);
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json<ApiError>().statusCode).toBe(400);
      },
    );
  });

  describe('GET /api/search/tender.ocds.jsonl', () => {
    it.each([
      ['every real tender', ''],
      ['complete test tenders', 'status[]=complete&mode=test'],
      ['a text search', `text=${encodeURIComponent('паливо')}`],
      ['past the page asked for', 'mode=test&page=3&per_page=5'],
    ])('%s: one valid package per search result, in order', async (_name, query) => {
      const res = await get(`/api/search/tender.ocds.jsonl?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="tenders.ocds.jsonl"');
      const found = await search(query.replace(/&?(page|per_page)=\d+/g, ''));
      expect(found.total).toBeGreaterThan(0);
      expect(found.total_relation).toBe('eq');
      expect(found.data).toHaveLength(found.total);
      expect(res.body.endsWith('\n')).toBe(true);
      const lines = res.body.slice(0, -1).split('\n');
      expect(lines).toHaveLength(found.total);
      const packages = lines.map((line) => JSON.parse(line) as OcdsReleasePackage);
      expect(packages.map((ocds) => ocds.releases[0]?.tender.id)).toEqual(
        found.data.map((hit) => hit.id),
      );
      for (const ocds of packages) expect(ocdsSchemaErrors(ocds)).toEqual([]);
    });

    it('answers an empty file for a search that finds nothing', async () => {
      const res = await get('/api/search/tender.ocds.jsonl?buyer=00000001');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('');
    });

    it.each(['mode=real', 'vendor=12345678', 'page=0', 'lang=de', 'sort_by=nonsense'])(
      '?%s: 400 JSON, as the search and the CSV export answer',
      async (query) => {
        const res = await get(`/api/search/tender.ocds.jsonl?${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.json<ApiError>().statusCode).toBe(400);
        expect((await get(`/api/search/tender.csv?${query}`)).statusCode).toBe(400);
      },
    );
  });
});
