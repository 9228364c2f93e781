import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadOr404 } from '../../lib/offline-route';
import { ProductSchema } from '../../../contract/schemas/answers';
import { fetchEntity } from '../../lib/entity-api';
import { fits } from '../../lib/fits-schema';
import type { ProductAnswer } from './model/product-answer';

export interface ProductLoaderData {
  product: ProductAnswer;
}

const isProduct = (value: unknown): value is ProductAnswer => fits(ProductSchema, value);

/** /product/:id: the product by internal id or identifier; not found → the not-found page. */
export async function productLoader({ params }: LoaderFunctionArgs): Promise<ProductLoaderData> {
  const id = params.id ?? '';
  return loadOr404(`Product ${id}`, async () => ({
    product: await fetchEntity('products', id, isProduct),
  }));
}
