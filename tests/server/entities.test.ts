import { describe, expect, it } from 'vitest';
import type { ApiError, ItemResponse } from '../../contract/api.ts';
import type { Framework } from '../../contract/framework.ts';
import type { Plan } from '../../contract/plan.ts';
import type { CatalogueObject } from '../../contract/product.ts';
import { backends, useHarness } from './backends.ts';
import {
  shippedCatalogue,
  shippedCdb,
  shippedCdbFiles,
  shippedTenders,
} from '../support/shipped-cdb.ts';
import type { RawTender } from './search-shipped.ts';

const plans = shippedCdb('plans');
const realPlan = plans.find((plan) => plan.mode !== 'test' && typeof plan.planID === 'string');
const tenders = shippedTenders<RawTender>();
/** A plan whose tender is shipped too. */
const linkedPlan = plans.find((plan) => tenders.some((tender) => tender.id === plan.tender_id));
const linkedTender = tenders.find((tender) => tender.id === linkedPlan?.tender_id);

const frameworks = shippedCdb('frameworks', 'doc-framework-');
/** The shipped objects that name a framework by frameworkID, read from the files. */
const namingFramework = (prefix: string, frameworkId: string): number =>
  new Set(
    shippedCdbFiles<{ id: string; frameworkID?: string }>('frameworks', prefix)
      .map(({ data }) => data)
      .filter((object) => object.frameworkID === frameworkId)
      .map((object) => object.id),
  ).size;
const framework = frameworks.find(
  (candidate) => namingFramework('doc-submission-', candidate.id) > 0,
);

/** The product fixture with its identifier (the catalogue fixtures have no internal id). */
const product = shippedCatalogue().find(
  (object) => 'requirementResponses' in object && typeof object.title === 'string',
) as { title: string; identifier: { id: string } } | undefined;

describe.each(backends)('GET /api/{plans,frameworks,products}/:id, $name', (backend) => {
  const h = useHarness(backend);
  const get = (url: string, headers: Record<string, string> = {}) =>
    h().app.inject({ url, headers });

  it('finds a real plan by planID and by internal id, in the portal shape', async () => {
    if (!realPlan) throw new Error('no real plan shipped');
    const byPlanId = await get(`/api/plans/${String(realPlan.planID)}`);
    expect(byPlanId.statusCode).toBe(200);
    const { data } = byPlanId.json<ItemResponse<Plan>>();
    expect(data.id).toBe(realPlan.id);
    expect(data.planID).toBe(realPlan.planID);
    expect(data.mode).toBeUndefined();
    const byId = await get(`/api/plans/${realPlan.id}`);
    expect(byId.json<ItemResponse<Plan>>().data).toEqual(data);
  });

  it("names a plan's tender when the tender is stored", async () => {
    if (!linkedPlan || !linkedTender) throw new Error('no plan with a shipped tender');
    const { data } = (await get(`/api/plans/${linkedPlan.id}`)).json<ItemResponse<Plan>>();
    expect(data.linkedTender).toEqual({
      id: linkedTender.id,
      tenderID: linkedTender.tenderID,
      test: linkedTender.mode === 'test',
    });
    expect(data.mode).toBe(linkedPlan.mode);
    const unlinked = plans.find((plan) => plan.tender_id === undefined);
    if (!unlinked) throw new Error('every shipped plan has a tender');
    const other = (await get(`/api/plans/${unlinked.id}`)).json<ItemResponse<Plan>>().data;
    expect(other.linkedTender).toBeUndefined();
  });

  it('finds a framework by prettyID and by id, with the counts of what names it', async () => {
    if (!framework) throw new Error('no framework with submissions shipped');
    const byPrettyId = (await get(`/api/frameworks/${String(framework.prettyID)}`)).json<
      ItemResponse<Framework>
    >().data;
    const byId = (await get(`/api/frameworks/${framework.id}`)).json<ItemResponse<Framework>>()
      .data;
    // Documentation examples repeat prettyIDs: the id's framework is the one asked for.
    expect(byId.id).toBe(framework.id);
    expect(byPrettyId.prettyID).toBe(framework.prettyID);
    expect(byId.counts).toEqual({
      submissions: namingFramework('doc-submission-', framework.id),
      qualifications: namingFramework('doc-qualification-', framework.id),
      agreements: namingFramework('doc-agreement-', framework.id),
    });
    expect(byId.mode).toBe('test');
  });

  it('finds a product by its identifier and by its internal id, with its properties', async () => {
    if (!product) throw new Error('no product fixture shipped');
    const byIdentifier = await get(`/api/products/${product.identifier.id}`);
    expect(byIdentifier.statusCode).toBe(200);
    const { data } = byIdentifier.json<ItemResponse<CatalogueObject>>();
    expect(data).toMatchObject({ kind: 'product', title: product.title, mode: 'test' });
    expect(data.requirementResponses.length).toBeGreaterThan(0);
    const byId = await get(`/api/products/${data.id}`);
    expect(byId.json<ItemResponse<CatalogueObject>>().data).toEqual(data);
    // The same identifier again names the same product.
    const again = await get(`/api/products/${product.identifier.id}`);
    expect(again.json<ItemResponse<CatalogueObject>>().data.id).toBe(data.id);
  });

  it('answers 304 to the ETag it sent', async () => {
    if (!realPlan) throw new Error('no real plan shipped');
    const first = await get(`/api/plans/${realPlan.id}`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const second = await get(`/api/plans/${realPlan.id}`, { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it.each(['plans', 'frameworks', 'products'])(
    'answers 404 JSON for an unknown %s id',
    async (kind) => {
      for (const id of ['nope', 'UA-P-2099-01-01-000000-a', '0'.repeat(32)]) {
        const res = await get(`/api/${kind}/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json<ApiError>()).toMatchObject({ statusCode: 404, error: 'Not Found' });
      }
    },
  );

  it.each(['plans', 'frameworks', 'products'])(
    'answers 400 JSON for a malformed %s id',
    async (kind) => {
      for (const id of ["x' OR '1'='1", 'a b', '%25', '<script>', 'a'.repeat(65)]) {
        const res = await get(`/api/${kind}/${encodeURIComponent(id)}`);
        expect(res.statusCode, id).toBe(400);
        expect(res.json<ApiError>().statusCode).toBe(400);
      }
    },
  );

  it('a framework id is not a product, nor a plan id a framework', async () => {
    if (!framework || !realPlan) throw new Error('no framework or plan shipped');
    expect((await get(`/api/products/${framework.id}`)).statusCode).toBe(404);
    expect((await get(`/api/frameworks/${realPlan.id}`)).statusCode).toBe(404);
  });
});
