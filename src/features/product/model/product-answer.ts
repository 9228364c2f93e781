import type { CatalogueObject } from '../../../../contract/product';
import type { Identifier, Unit } from '../../../../contract/tender-parts';

type Scalar = string | number | boolean;

/** A product's property: its answer to a requirement, one value or several. */
export interface ProductPropertyAnswer {
  requirement?: string;
  value?: Scalar;
  values?: Scalar[];
}

export interface RequirementAnswer {
  id?: string;
  title: string;
  description?: string;
  expectedValue?: Scalar;
  expectedValues?: Scalar[];
  minValue?: Scalar;
  maxValue?: Scalar;
  unit?: Unit;
}

/** A criterion of a profile or category: a product meets one of its groups whole. */
export interface CriterionAnswer {
  id?: string;
  title: string;
  description?: string;
  requirementGroups: { description?: string; requirements: RequirementAnswer[] }[];
}

/**
 * The catalogue object GET /api/products/:id answers: contract/product.ts's CatalogueObject
 * with its vendor, a product's properties and a profile's criteria (all optional here, so an
 * answer without them still shows).
 */
export type ProductAnswer = Omit<
  CatalogueObject,
  'vendor' | 'requirementResponses' | 'criteria'
> & {
  vendor?: { name: string; identifier?: Identifier };
  requirementResponses?: ProductPropertyAnswer[];
  criteria?: CriterionAnswer[];
};
