import { describe, expect, it } from 'vitest';
import type { ApiError, SearchResponse } from '../../contract/api.ts';
import { FLAG_CODES, type Flag, type FlagCode } from '../../contract/flags.ts';
import type { TenderHit } from '../../contract/search.ts';
import { backends, useHarness } from './backends.ts';

/** The stored flags of a tender: its codes, in the order its flags list them. */
const codesOf = (flags: readonly Flag[]): FlagCode[] => [
  ...new Set(flags.map((flag) => flag.code)),
];

describe.each(backends)('tender search by red flag, $name', (backend) => {
  const h = useHarness(backend);

  /** Every stored tender's flags, read from the tender answers' own JSON (data->'flags'). */
  const storedFlags = async (): Promise<Map<string, FlagCode[]>> => {
    const { rows } = await h().db.query<{ id: string; flags: Flag[] | null }>(
      `SELECT id, data->'flags' AS flags FROM tenders`,
    );
    return new Map(rows.map((row) => [row.id, codesOf(row.flags ?? [])]));
  };

  const search = async (query: string) => {
    const res = await h().app.inject({
      method: 'POST',
      url: `/api/search/tender?per_page=1000&mode=test&${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SearchResponse<TenderHit>>();
    expect(body.total).toBe(body.data.length);
    return body.data;
  };

  it('finds, for each rule, exactly the tenders whose stored flags have it', async () => {
    const stored = await storedFlags();
    let flagged = 0;
    for (const code of FLAG_CODES) {
      const expected = [...stored].filter(([, codes]) => codes.includes(code)).map(([id]) => id);
      const hits = await search(`flags[]=${code}`);
      expect(hits.map((hit) => hit.id).sort(), code).toEqual(expected.sort());
      for (const hit of hits) expect(hit.flags, hit.tenderID).toContain(code);
      flagged += expected.length;
    }
    // The shipped data has flags of several rules (tests/unit/flags/flags-of-shipped-tenders.txt).
    expect(flagged).toBeGreaterThan(10);
  });

  it('finds the tenders with any of several flags, and leaves the others out', async () => {
    const stored = await storedFlags();
    const wanted: FlagCode[] = ['cheapest-disqualified', 'identical-prices'];
    const expected = [...stored]
      .filter(([, codes]) => codes.some((code) => wanted.includes(code)))
      .map(([id]) => id)
      .sort();
    const hits = await search('flags[]=cheapest-disqualified&flags[]=identical-prices');
    expect(hits.map((hit) => hit.id).sort()).toEqual(expected);
    expect(expected.length).toBeGreaterThan(
      Math.max(
        ...wanted.map((code) => [...stored].filter(([, codes]) => codes.includes(code)).length),
      ),
    );
    expect(expected.length).toBeLessThan(stored.size);
  });

  it('gives each hit the codes of its stored flags, and none to a tender without flags', async () => {
    const stored = await storedFlags();
    for (const hit of await search('')) {
      const codes = stored.get(hit.id) ?? [];
      if (codes.length === 0) expect(hit, hit.tenderID).not.toHaveProperty('flags');
      else expect(hit.flags, hit.tenderID).toEqual(codes);
    }
  });

  it('answers an unknown flag code or a malformed one with 400 and a JSON message', async () => {
    for (const query of [
      'flags[]=no-such-flag',
      'flags=single-bid&flags=Single_Bid',
      'flags[]=%3Cb%3E',
    ]) {
      const res = await h().app.inject({ method: 'POST', url: `/api/search/tender?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json<ApiError>().message, query).toMatch(/"flags"/);
    }
  });

  it('is a filter of tenders only', async () => {
    const res = await h().app.inject({
      method: 'POST',
      url: '/api/search/plan?flags[]=single-bid',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toMatch(/flags/);
  });
});
