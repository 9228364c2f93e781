/** Catalogue objects → portal shape and search row. Pure. */
import type {
  CatalogueKind,
  CatalogueObject,
  ProductSearchHit,
} from '../../../contract/product.ts';
import { toClassification, toIdentifier, toUnit } from './common.ts';
import { compact, rec, recs, str, type Json } from './read.ts';

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

export const toCatalogueObject = (o: Json, id: string, dateModified: string): CatalogueObject => {
  const identifier = rec(o, 'identifier');
  return compact({
    id,
    kind: catalogueKind(o),
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
    dateModified,
  });
};

export const toProductHit = (object: CatalogueObject): ProductSearchHit =>
  compact({
    id: object.id,
    kind: object.kind,
    title: object.title,
    status: object.status,
    classificationId: object.classification?.id,
    dateModified: object.dateModified,
  });
