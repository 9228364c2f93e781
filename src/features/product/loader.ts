import type { LoaderFunctionArgs } from 'react-router-dom';
import type { CatalogueObject } from '../../../contract/product';
import { fetchEntity, hasId, loadOr404 } from '../entity/api';

export interface ProductLoaderData {
  product: CatalogueObject;
}

const isCatalogueObject = (value: unknown): value is CatalogueObject =>
  hasId(value) && typeof (value as Partial<CatalogueObject>).kind === 'string';

/** /product/:id: the catalogue object by id; not found → the not-found page. */
export async function productLoader({ params }: LoaderFunctionArgs): Promise<ProductLoaderData> {
  const id = params.id ?? '';
  return loadOr404(`Product ${id}`, async () => ({
    product: await fetchEntity('products', id, isCatalogueObject),
  }));
}
