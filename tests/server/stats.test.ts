import { describe, expect, it } from 'vitest';
import type { StatsResponse } from '../../contract/stats.ts';
import { cachedFor } from '../../server/cached-for.ts';
import { countStats } from '../../server/routes/stats.ts';
import { backends, useHarness } from './backends.ts';
import { shippedCdb } from '../support/shipped-cdb.ts';

interface ShippedTender {
  status: string;
  mode?: string;
  value?: { amount?: number; currency?: string };
}

const real = <T extends { mode?: string }>(objects: readonly T[]): T[] =>
  objects.filter((object) => object.mode !== 'test');

/** The numbers computed straight from data/cdb, independently of the database. */
const expected = () => {
  const open = real(shippedCdb('tenders') as unknown as ShippedTender[]).filter(
    (tender) => tender.status === 'active.tendering',
  );
  return {
    open_tenders: open.length,
    open_tenders_value: open
      .filter((tender) => tender.value?.currency === 'UAH')
      .reduce((sum, tender) => sum + (tender.value?.amount ?? 0), 0),
    plans: real(shippedCdb('plans')).length,
  };
};

describe.each(backends)('GET /api/stats on $name', (backend) => {
  const h = useHarness(backend);
  const stats = async (): Promise<StatsResponse> => {
    const res = await h().app.inject({ url: '/api/stats' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.json<StatsResponse>();
  };

  it('counts the real tenders at the bidding stage, their value in UAH and the real plans', async () => {
    const { data } = await stats();
    const { open_tenders_value, ...counts } = expected();
    // The shipped snapshot holds tenders at that stage: the home page does not say "0".
    expect(counts.open_tenders).toBeGreaterThan(0);
    expect(data).toMatchObject(counts);
    expect(data.open_tenders_value).toBeCloseTo(open_tenders_value, 2);
    expect(Date.parse(data.counted_at)).not.toBeNaN();
  });

  it('counts the real frameworks and products as their sections’ searches find them', async () => {
    const { data } = await stats();
    for (const [section, count] of [
      ['catalog', data.frameworks],
      ['products', data.products],
    ] as const) {
      const res = await h().app.inject({ method: 'POST', url: `/api/search/${section}` });
      expect(res.statusCode, section).toBe(200);
      expect(count, section).toBe(res.json<{ total: number }>().total);
    }
    // Every shipped framework and product is a test object: the home page must not promote them.
    expect([data.frameworks, data.products]).toEqual([0, 0]);
  });

  it('answers from one count within the minute', async () => {
    const first = await stats();
    expect(await stats()).toEqual(first);
  });

  it('counts again, on demand, what the database holds now', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const counted = await countStats(h().db, now);
    expect(counted.counted_at).toBe(now.toISOString());
    expect(counted.plans).toBe(expected().plans);
  });

  it('counts what the search it links to finds: the tenders at the bidding stage', async () => {
    const { data } = await stats();
    const res = await h().app.inject({
      method: 'POST',
      url: '/api/search/tender?status[0]=active.tendering',
    });
    expect(data.open_tenders).toBe(res.json<{ total: number }>().total);
  });
});

describe('a value kept for a while', () => {
  it('is computed once per period, shared by callers, and again after it', async () => {
    let now = 0;
    let calls = 0;
    const value = cachedFor(
      1000,
      () => {
        calls += 1;
        return Promise.resolve(calls);
      },
      () => now,
    );
    expect(await Promise.all([value(), value()])).toEqual([1, 1]);
    now = 999;
    expect(await value()).toBe(1);
    now = 1000;
    expect(await value()).toBe(2);
    expect(calls).toBe(2);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const value = cachedFor(
      60_000,
      () => (fail ? Promise.reject(new Error('down')) : Promise.resolve('up')),
      () => 0,
    );
    await expect(value()).rejects.toThrow('down');
    fail = false;
    expect(await value()).toBe('up');
  });
});
