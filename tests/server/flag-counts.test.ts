import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../contract/api.ts';
import { FLAG_CODES, type FlagCountsResponse } from '../../contract/flags.ts';
import type { TenderHit } from '../../contract/search.ts';
import { backends, useHarness } from './backends.ts';

describe.each(backends)('GET /api/flags on $name', (backend) => {
  const h = useHarness(backend);

  it('counts, for every rule, the real tenders its search finds', async () => {
    const res = await h().app.inject({ method: 'GET', url: '/api/flags' });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<FlagCountsResponse>();
    expect(Object.keys(data.counts).sort()).toEqual([...FLAG_CODES].sort());
    expect(Number.isNaN(Date.parse(data.counted_at))).toBe(false);
    for (const code of FLAG_CODES) {
      const search = await h().app.inject({
        method: 'GET',
        url: `/api/search/tender?per_page=1&flags[]=${code}`,
      });
      expect(data.counts[code], code).toBe(search.json<SearchResponse<TenderHit>>().total);
    }
    // The shipped data has rules with tenders and rules without (the page links only the first).
    const counts = Object.values(data.counts);
    expect(counts.filter((count) => count > 0).length).toBeGreaterThan(2);
    expect(counts.filter((count) => count === 0).length).toBeGreaterThan(2);
  });
});
