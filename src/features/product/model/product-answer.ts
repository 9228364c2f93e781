/** What GET /api/products/:id answers (contract/product.ts), under the names the page uses. */
export type {
  CatalogueObject as ProductAnswer,
  CatalogueCriterion as CriterionAnswer,
  CatalogueRequirement as RequirementAnswer,
  ProductProperty as ProductPropertyAnswer,
} from '../../../../contract/product';
