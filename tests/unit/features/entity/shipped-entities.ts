import type { Lang } from '../../../../contract/api';
import type { Framework } from '../../../../contract/framework';
import type { Plan } from '../../../../contract/plan';
import type { CatalogueObject } from '../../../../contract/product';
import { cdbObjectsIn, parseCdbJson } from '../../../../server/ingest/cdb';
import type { CdbObject } from '../../../../server/ingest/cdb';
import { toPortalFramework } from '../../../../server/ingest/transform/frameworks';
import { toPortalPlan } from '../../../../server/ingest/transform/plans';
import { toCatalogueObject } from '../../../../server/ingest/transform/products';
import type { ProductAnswer } from '../../../../src/features/product/model/product-answer';
import { dictionaryLabel } from '../../../../contract/dictionary-label';
import type { LabelFn } from '../../../../src/lib/use-reference-data';
import { shippedDictionary, shippedFileNames, shippedText } from '../../../support/shipped-data';

const objectsOf = (folder: string, catalogue: boolean): { file: string; object: CdbObject }[] =>
  shippedFileNames(folder).flatMap((file) =>
    cdbObjectsIn(parseCdbJson(shippedText(`${folder}/${file}`)), { catalogue }).map((object) => ({
      file,
      object,
    })),
  );

/** Every shipped plan in the portal shape GET /api/plans/:id answers, by file name. */
export const SHIPPED_PLANS: ReadonlyMap<string, Plan> = new Map(
  objectsOf('cdb/plans', false).map(({ file, object }) => [
    file.slice(0, -'.json'.length),
    toPortalPlan(object.data, object.id, object.dateModified),
  ]),
);

/** A shipped plan by its file name (the real ones are named by planID). */
export function shippedPlan(name: string): Plan {
  const plan = SHIPPED_PLANS.get(name);
  if (!plan) throw new Error(`no shipped plan ${name}`);
  return plan;
}

/** Every shipped framework (the documentation examples) in the portal shape. */
export const SHIPPED_FRAMEWORKS: readonly Framework[] = objectsOf('cdb/frameworks', false)
  .filter(({ object }) => object.kind === 'framework')
  .map(({ object }) => toPortalFramework(object.data, object.id, object.dateModified));

export function shippedFramework(id: string): Framework {
  const framework = SHIPPED_FRAMEWORKS.find((one) => one.id === id);
  if (!framework) throw new Error(`no shipped framework ${id}`);
  return framework;
}

/**
 * Every shipped catalogue object as GET /api/products/:id answers it, by file name: the ingest
 * transform's object with the vendor, properties and criteria the answer carries (the catalogue
 * API's own shapes, which the transform keeps).
 */
export const SHIPPED_CATALOGUE: ReadonlyMap<string, ProductAnswer> = new Map(
  objectsOf('catalog', true).map(({ file, object }) => {
    const portal: CatalogueObject = toCatalogueObject(object.data, object.id, object.dateModified);
    const raw = object.data as Partial<ProductAnswer> & { vendor?: ProductAnswer['vendor'] };
    const answer: ProductAnswer = {
      ...portal,
      ...(raw.vendor ? { vendor: raw.vendor } : {}),
      requirementResponses: raw.requirementResponses ?? [],
      criteria: raw.criteria ?? [],
    };
    return [file.slice(0, -'.json'.length), answer];
  }),
);

export function shippedProduct(name: string): ProductAnswer {
  const object = SHIPPED_CATALOGUE.get(name);
  if (!object) throw new Error(`no shipped catalogue object ${name}`);
  return object;
}

/** Labels from the shipped dictionaries, as the page gets them. */
export const shippedLabel =
  (lang: Lang): LabelFn =>
  (key, code) =>
    dictionaryLabel(shippedDictionary(key), code, lang);
