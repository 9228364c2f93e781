/** Catalogue (market) objects: products, profiles, categories, vendors, offers and the rest. */
import type { Classification, Identifier, Unit } from './tender-parts.ts';

export type CatalogueKind =
  'product' | 'profile' | 'category' | 'vendor' | 'offer' | 'agreement' | 'tender' | 'other';

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
