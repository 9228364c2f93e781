import type { ItemResponse } from '../../contract/api';
import { http as defaultHttp } from './http';
import type { Http } from './http';

/** The API collections behind the entity pages. */
export type EntityCollection = 'plans' | 'frameworks' | 'products';

/** GET /api/<collection>/:id (internal or human id): the answer's `data`, checked by `isEntity`. */
export async function fetchEntity<T>(
  collection: EntityCollection,
  id: string,
  isEntity: (value: unknown) => value is T,
  http: Http = defaultHttp,
): Promise<T> {
  const answer = await http
    .get(`${collection}/${encodeURIComponent(id)}`)
    .json<ItemResponse<unknown>>();
  if (!isEntity(answer.data)) throw new TypeError(`${collection}/${id}: unexpected answer`);
  return answer.data;
}
