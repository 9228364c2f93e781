/** Catalogue (market) objects: products, profiles, categories, vendors, offers and the rest. */
import type { Classification, Identifier, Unit } from './tender-parts.ts';

export type CatalogueKind =
  'product' | 'profile' | 'category' | 'vendor' | 'offer' | 'agreement' | 'tender' | 'other';

export type CatalogueScalar = string | number | boolean;

/** One property of a product: its answer to a requirement of its profile or category. */
export interface ProductProperty {
  /** The requirement's title or id, when the product names it. */
  requirement?: string;
  value?: CatalogueScalar;
  values?: CatalogueScalar[];
}

/** One requirement a profile or category sets for its products. */
export interface CatalogueRequirement {
  id?: string;
  title: string;
  description?: string;
  dataType?: string;
  expectedValue?: CatalogueScalar;
  expectedValues?: CatalogueScalar[];
  minValue?: CatalogueScalar;
  maxValue?: CatalogueScalar;
  unit?: Unit;
}

/** A criterion of a profile or category; a product meets one of its groups whole. */
export interface CatalogueCriterion {
  id?: string;
  title: string;
  description?: string;
  requirementGroups: { description?: string; requirements: CatalogueRequirement[] }[];
}

export interface CatalogueObject {
  id: string;
  kind: CatalogueKind;
  title: string;
  description?: string;
  status?: string;
  classification?: Classification;
  additionalClassifications: Classification[];
  identifier?: Identifier;
  unit?: Unit;
  relatedCategory?: string;
  /** The vendor of a vendor's product; a vendor object's own name and code. */
  vendor?: { name: string; identifier?: Identifier };
  /** A product's properties (its requirement responses). */
  requirementResponses: ProductProperty[];
  /** A profile's or category's requirements. */
  criteria: CatalogueCriterion[];
  dateModified: string;
  /** 'test' marks API-documentation examples and sandbox objects (CDB `mode`). */
  mode?: 'test';
}

/** One search result row for the products section. */
export interface ProductSearchHit {
  id: string;
  kind: CatalogueKind;
  title: string;
  status?: string;
  classificationId?: string;
  vendorName?: string;
  dateModified: string;
  /** 'test' marks API-documentation examples and sandbox objects (CDB `mode`). */
  mode?: 'test';
}
