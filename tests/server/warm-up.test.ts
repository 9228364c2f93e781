import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../contract/api.ts';
import type { TenderHit } from '../../contract/search.ts';
import { cacheLookups } from '../../server/metrics/metrics.ts';
import { warmUp } from '../../server/warm-up.ts';
import { backends, useHarness } from './backends.ts';
import { builtPortal, ensurePortalBuilt } from './built-client.ts';

beforeAll(() => {
  ensurePortalBuilt();
}, 300_000);

const pageLookups = async (result: 'hit' | 'miss'): Promise<number> =>
  (await cacheLookups.get()).values.find(
    ({ labels }) => labels.cache === 'pages' && labels.result === result,
  )?.value ?? 0;

describe('a server process warmed up before it listens', () => {
  const [pglite] = backends;
  if (!pglite) throw new Error('no backend');
  const h = useHarness(pglite, builtPortal);

  it('has rendered home, search, news and the first tenders’ pages in both languages', async () => {
    const warmed = await warmUp(h().app, 2);
    // The search that names the tenders, then three first pages and two tenders', twice.
    expect(warmed).toMatchObject({ requests: 11, failed: 0 });

    const search = await h().app.inject('/api/search/tender');
    const [first] = search.json<SearchResponse<TenderHit>>().data;
    const hits = await pageLookups('hit');
    const misses = await pageLookups('miss');
    for (const url of ['/', '/search/tender?lang=en', `/tender/${first?.tenderID ?? ''}`]) {
      expect((await h().app.inject(url)).statusCode, url).toBe(200);
    }
    expect(await pageLookups('hit')).toBe(hits + 3);
    expect(await pageLookups('miss')).toBe(misses);
  });

  it('with no tender asked for, renders the first pages only', async () => {
    expect(await warmUp(h().app, 0)).toMatchObject({ requests: 7, failed: 0 });
  });
});
