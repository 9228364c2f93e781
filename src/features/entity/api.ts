import { data } from 'react-router-dom';
import type { ItemResponse } from '../../../contract/api';
import { http as defaultHttp, isHttpStatus } from '../../lib/http';
import type { Http } from '../../lib/http';
import { unavailableOffline } from '../../lib/offline-route';
import { isOnline } from '../../lib/use-online';

/** The API collections behind the entity pages. */
export type EntityCollection = 'plans' | 'frameworks' | 'products';

/** A plausible answer: an object with a string id (the page reads the rest defensively). */
export const hasId = (value: unknown): value is { id: string } =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

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

/**
 * The page's object, or the not-found page (spec §8, as for a tender): an unknown id, a failed
 * request or an unexpected answer is logged and shown as not found, at the same address.
 * Offline, a page the service worker has not kept is "not available offline" instead.
 */
export async function loadOr404<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isOnline() && !isHttpStatus(error, 404)) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's response
      throw unavailableOffline();
    }
    console.error(`${what} failed to load`, error);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404 response
    throw data(null, { status: 404 });
  }
}
