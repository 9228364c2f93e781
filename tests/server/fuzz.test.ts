import { describe, expect, it } from 'vitest';
import { backends, useHarness } from './backends.ts';
import { shippedTenderIds } from '../support/shipped-cdb.ts';
import { seededRandom } from '../../scripts/seeded-random.ts';
import { randomQuery } from './fuzz-queries.ts';

/** Every endpoint of spec §7 gets this many random query strings (fewer on PostgreSQL: slower). */
const ITERATIONS: Record<string, number> = { PGlite: 1000, PostgreSQL: 200 };
const SEED = 20_261_122;

const tenderId = [...shippedTenderIds()][0] ?? 'none';

const endpoints: ['GET' | 'POST', string][] = [
  ...(['tender', 'plan', 'catalog', 'products'] as const).flatMap((section) =>
    (['GET', 'POST'] as const).map((method): ['GET' | 'POST', string] => [
      method,
      `/api/search/${section}`,
    ]),
  ),
  ['GET', `/api/tenders/${tenderId}`],
  ...['questions', 'complaints', 'monitorings', 'agreements', 'ocds'].map(
    (tab): ['GET', string] => ['GET', `/api/tenders/${tenderId}/${tab}`],
  ),
  ['GET', '/api/articles'],
  ['GET', '/api/articles/1'],
  ['GET', '/api/marketplaces'],
  ['GET', '/api/stats'],
  ['GET', '/api/static-data'],
];

describe.each(backends)('fuzzing every endpoint with random queries, $name', (backend) => {
  const h = useHarness(backend);
  const iterations = ITERATIONS[backend.name] ?? 200;

  it.each(endpoints)(
    '%s %s never answers 5xx and always answers JSON',
    async (method, path) => {
      const random = seededRandom(SEED + path.length * 31 + method.length);
      for (let run = 0; run < iterations; run += 1) {
        const url = `${path}?${randomQuery(random)}`;
        const res = await h().app.inject({ method, url });
        const context = `${method} ${url} → ${String(res.statusCode)} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, context).toBeLessThan(500);
        expect(res.headers['content-type'], context).toMatch(/^application\/json/);
        expect(() => JSON.parse(res.body) as unknown, context).not.toThrow();
      }
    },
    120_000,
  );
});
