import { describe, expect, it } from 'vitest';
import { cdbObjectsIn, type CdbKind } from '../../../../server/ingest/cdb.ts';
import { toPlanHit, toPortalPlan } from '../../../../server/ingest/transform/plans.ts';
import { toCatalogueObject, toProductHit } from '../../../../server/ingest/transform/products.ts';
import { shippedFiles } from '../../../support/shipped-data.ts';

/** The kind each shipped file is, from its folder and, for frameworks, its name. */
const expectedKind = (folder: string, file: string): CdbKind => {
  if (folder === 'cdb/frameworks') {
    const prefix = /^doc-(framework|submission|qualification|agreement)-/.exec(file)?.[1];
    if (!prefix) throw new Error(`unexpected file ${file}`);
    return prefix as CdbKind;
  }
  return ({ 'cdb/tenders': 'tender', 'cdb/plans': 'plan', 'cdb/contracts': 'contract' } as const)[
    folder as 'cdb/tenders'
  ];
};

const cases = ['cdb/tenders', 'cdb/plans', 'cdb/contracts', 'cdb/frameworks'].flatMap((folder) =>
  shippedFiles(folder).map(({ file, json }) => ({ folder, file, json })),
);

describe('kind detection on every shipped CDB file', () => {
  it.each(cases)('$folder/$file', ({ folder, file, json }) => {
    const objects = cdbObjectsIn(json, { catalogue: false });
    expect(objects.length).toBeGreaterThan(0);
    for (const object of objects) {
      expect(object.kind).toBe(expectedKind(folder, file));
      expect(object.id).not.toBe('');
      expect(Number.isNaN(Date.parse(object.dateModified))).toBe(false);
    }
  });

  it('rejects an object of no known kind with a reason', () => {
    expect(() =>
      cdbObjectsIn({ data: { id: 'x', title: 'What am I?' } }, { catalogue: false }),
    ).toThrow(/not an OpenProcurement object/);
  });
});

describe('plans and catalogue objects', () => {
  it.each(shippedFiles('cdb/plans'))('$file: the plan and its search row', ({ json }) => {
    const [object] = cdbObjectsIn(json, { catalogue: false });
    if (!object) throw new Error('no plan');
    const plan = toPortalPlan(object.data, object.id, object.dateModified);
    const hit = toPlanHit(plan);
    expect(hit.planID).toBe(object.data.planID);
    expect(hit.buyerName).not.toBe('');
    expect(hit.budget?.amount).toBe(
      (object.data.budget as { amount?: number } | undefined)?.amount,
    );
    expect(plan.title).not.toBe('');
  });

  it('loads every catalogue fixture, products among them', () => {
    const objects = shippedFiles('catalog').flatMap(({ json }) =>
      cdbObjectsIn(json, { catalogue: true }).map((o) =>
        toCatalogueObject(o.data, o.id, o.dateModified),
      ),
    );
    expect(objects.length).toBeGreaterThanOrEqual(20);
    const kinds = new Set(objects.map((o) => o.kind));
    for (const kind of ['product', 'profile', 'category', 'vendor', 'offer', 'tender']) {
      expect(kinds).toContain(kind);
    }
    expect(objects.filter((o) => o.kind === 'product').every((o) => o.title !== '')).toBe(true);
  });

  it("carries a product's vendor, properties and test mark into its shape and search row", () => {
    const objects = shippedFiles('catalog').flatMap(({ json }) =>
      cdbObjectsIn(json, { catalogue: true }).map((o) =>
        toCatalogueObject(o.data, o.id, o.dateModified),
      ),
    );
    const product = objects.find((o) => o.kind === 'product');
    if (!product) throw new Error('no product fixture');
    expect(product.mode).toBe('test');
    expect(product.requirementResponses.length).toBeGreaterThan(0);
    const profile = objects.find((o) => o.kind === 'profile' && o.criteria.length > 0);
    expect(profile?.criteria[0]?.requirementGroups[0]?.requirements[0]?.title).not.toBe('');
    const vendor = objects.find((o) => o.kind === 'vendor');
    expect(vendor?.vendor?.name).toBe(vendor?.title);

    const sold = toCatalogueObject(
      { identifier: { id: '1' }, requirementResponses: [], vendor: { name: 'ТОВ "Вендор"' } },
      'p1',
      '2024-01-01T00:00:00Z',
    );
    expect(toProductHit(sold)).toMatchObject({ vendorName: 'ТОВ "Вендор"' });
    expect(toProductHit(sold)).not.toHaveProperty('mode');
  });
});
