/** Catalogue objects → portal shape and search row. Pure. */
import type {
  CatalogueCriterion,
  CatalogueKind,
  CatalogueObject,
  CatalogueRequirement,
  ProductProperty,
  ProductSearchHit,
} from '../../../contract/product.ts';
import { toClassification, toIdentifier, toUnit } from './common.ts';
import { compact, nameOf, rec, recs, scalar, scalars, str, testMode, type Json } from './read.ts';

/** The catalogue kind, from the fields each kind of the prozorro-catalog API has. */
export const catalogueKind = (o: Json): CatalogueKind => {
  if (o.wrappedAs === 'vendor') return 'vendor';
  if (o.wrappedAs === 'product' || ('identifier' in o && 'requirementResponses' in o)) {
    return 'product';
  }
  if ('tenderID' in o) return 'tender';
  if ('relatedCategory' in o) return 'profile';
  if ('marketAdministrator' in o) return 'category';
  if ('contracts' in o && 'classification' in o) return 'agreement';
  if ('minOrderValue' in o || 'deliveryAddresses' in o) return 'offer';
  return 'other';
};

/** A product's vendor, or a vendor object itself. */
const vendorOf = (o: Json, kind: CatalogueKind): CatalogueObject['vendor'] => {
  const vendor = kind === 'vendor' ? o : rec(o, 'vendor');
  const name = nameOf(vendor);
  if (!vendor || name === undefined) return undefined;
  const identifier = rec(vendor, 'identifier');
  return compact({ name, identifier: identifier ? toIdentifier(identifier) : undefined });
};

const toProperty = (o: Json): ProductProperty =>
  compact({
    requirement: str(o, 'requirement') ?? str(rec(o, 'requirement'), 'title'),
    value: scalar(o, 'value'),
    values: scalars(o, 'values'),
  });

const toRequirement = (o: Json): CatalogueRequirement =>
  compact({
    id: str(o, 'id'),
    title: str(o, 'title') ?? '',
    description: str(o, 'description'),
    dataType: str(o, 'dataType'),
    expectedValue: scalar(o, 'expectedValue'),
    expectedValues: scalars(o, 'expectedValues'),
    minValue: scalar(o, 'minValue'),
    maxValue: scalar(o, 'maxValue'),
    unit: toUnit(rec(o, 'unit')),
  });

const toCriterion = (o: Json): CatalogueCriterion =>
  compact({
    id: str(o, 'id'),
    title: str(o, 'title') ?? str(o, 'description') ?? '',
    description: str(o, 'description'),
    requirementGroups: recs(o, 'requirementGroups').map((group) =>
      compact({
        description: str(group, 'description'),
        requirements: recs(group, 'requirements').map(toRequirement),
      }),
    ),
  });

export const toCatalogueObject = (o: Json, id: string, dateModified: string): CatalogueObject => {
  const identifier = rec(o, 'identifier');
  const kind = catalogueKind(o);
  return compact({
    id,
    kind,
    title: str(o, 'title') ?? str(o, 'name') ?? str(rec(o, 'classification'), 'description') ?? '',
    description: str(o, 'description'),
    status: str(o, 'status'),
    classification: toClassification(rec(o, 'classification')),
    additionalClassifications: recs(o, 'additionalClassifications').flatMap(
      (c) => toClassification(c) ?? [],
    ),
    identifier: identifier ? toIdentifier(identifier) : undefined,
    unit: toUnit(rec(o, 'unit')),
    relatedCategory: str(o, 'relatedCategory'),
    vendor: vendorOf(o, kind),
    requirementResponses: recs(o, 'requirementResponses').map(toProperty),
    criteria: recs(o, 'criteria').map(toCriterion),
    dateModified,
    mode: testMode(o),
  });
};

export const toProductHit = (object: CatalogueObject): ProductSearchHit =>
  compact({
    id: object.id,
    kind: object.kind,
    title: object.title,
    status: object.status,
    classificationId: object.classification?.id,
    vendorName: object.vendor?.name,
    dateModified: object.dateModified,
    mode: object.mode,
  });
