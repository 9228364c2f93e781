import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadOr404 } from '../../lib/offline-route';
import { fetchEntity, hasId } from '../../lib/entity-api';
import type { ProductAnswer } from './model/product-answer';

export interface ProductLoaderData {
  product: ProductAnswer;
}

const isProduct = (value: unknown): value is ProductAnswer =>
  hasId(value) && typeof (value as Partial<ProductAnswer>).kind === 'string';

/** /product/:id: the product by internal id or identifier; not found → the not-found page. */
export async function productLoader({ params }: LoaderFunctionArgs): Promise<ProductLoaderData> {
  const id = params.id ?? '';
  return loadOr404(`Product ${id}`, async () => ({
    product: await fetchEntity('products', id, isProduct),
  }));
}
