import { describe, expect, it } from 'vitest';
import type { ApiError, ItemResponse } from '../../contract/api.ts';
import type { Tender } from '../../contract/tender.ts';
import { backends, useHarness } from './backends.ts';
import { shippedJson } from '../support/shipped-data.ts';

const ESCO = 'UA-2024-02-28-009286-a';
const raw = shippedJson<{ data: { id: string; title: string; procuringEntity: { name: string } } }>(
  `cdb/tenders/${ESCO}.json`,
);

describe.each(backends)('GET /api/tenders/:id on $name', (backend) => {
  const h = useHarness(backend);

  it('returns a real tender by tenderID in the portal shape', async () => {
    const res = await h().app.inject({ url: `/api/tenders/${ESCO}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const { data } = res.json<ItemResponse<Tender>>();
    expect(data.tenderID).toBe(ESCO);
    expect(data.id).toBe(raw.data.id);
    expect(data.title).toBe(raw.data.title);
    expect(data.procuringEntityName).toBe(raw.data.procuringEntity.name);
    expect(data.procurementMethodType).toBe('esco');
    expect(data.status).toBe('complete');
    expect(data.tenderPeriodEndDate).toBe('2024-03-30T00:00:00+02:00');
    // ESCO carries its expected value as minValue.
    expect(data.value).toEqual({ amount: 0, currency: 'UAH', valueAddedTaxIncluded: true });
    expect(data.items.length).toBe(1);
    expect(data.documents.length).toBeGreaterThan(0);
    expect(data).not.toHaveProperty('owner');
    // Red flags are always listed; this tender raises none.
    expect(data.flags).toEqual([]);
  });

  it('finds the same tender by its internal id', async () => {
    const res = await h().app.inject({ url: `/api/tenders/${raw.data.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<ItemResponse<Tender>>().data.tenderID).toBe(ESCO);
  });

  it.each(['nope', 'UA-2099-01-01-000000-a', "x' OR '1'='1", '%25', 'a'.repeat(300)])(
    'answers 404 JSON for unknown tender %s',
    async (id) => {
      const res = await h().app.inject({ url: `/api/tenders/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(404);
      const body = res.json<ApiError>();
      expect(body.statusCode).toBe(404);
      expect(body.error).toBe('Not Found');
      expect(body.message).toMatch(/not found/);
    },
  );

  it('answers 404 JSON for an unknown /api path and never serves the app shell there', async () => {
    const res = await h().app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json<ApiError>().statusCode).toBe(404);
  });
});
