import type { ItemResponse } from '../../../contract/api';
import type { Tender } from '../../../contract/tender';
import { db as defaultDb, withStorage } from '../../lib/db';
import type { PortalDb } from '../../lib/db';
import { http as defaultHttp, isHttpStatus } from '../../lib/http';
import type { Http } from '../../lib/http';

export interface TenderApiDeps {
  http?: Http;
  db?: PortalDb;
  isOnline?: () => boolean;
}

/** The tender was not found by the server (as opposed to the server not being reachable). */
export class TenderNotFoundError extends Error {
  override readonly name = 'TenderNotFoundError';
  constructor(id: string, options?: { cause?: unknown }) {
    super(`Tender ${id} not found`, options);
  }
}

const isTender = (value: unknown): value is Tender =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<Tender>).id === 'string' &&
  typeof (value as Partial<Tender>).tenderID === 'string';

const defaultIsOnline = (): boolean =>
  typeof navigator === 'undefined' || (navigator as Partial<Navigator>).onLine !== false;

/** GET /api/tenders/:id (internal id or tenderID). */
export async function fetchTender(id: string, http: Http = defaultHttp): Promise<Tender> {
  try {
    const answer = await http
      .get(`tenders/${encodeURIComponent(id)}`)
      .json<ItemResponse<unknown>>();
    if (!isTender(answer.data)) throw new TypeError(`tenders/${id}: unexpected answer`);
    return answer.data;
  } catch (error) {
    if (isHttpStatus(error, 404)) throw new TenderNotFoundError(id, { cause: error });
    throw error;
  }
}

/** The stored copy, looked up by internal id or by tenderID. */
export async function findStoredTender(
  id: string,
  db: PortalDb = defaultDb,
): Promise<Tender | undefined> {
  const record = await withStorage('read tender', async () => {
    return (await db.tenders.get(id)) ?? (await db.tenders.where('tenderID').equals(id).first());
  });
  return record?.data;
}

export async function storeTender(tender: Tender, db: PortalDb = defaultDb): Promise<void> {
  await withStorage('write tender', () =>
    db.tenders.put({
      id: tender.id,
      tenderID: tender.tenderID,
      data: tender,
      storedAt: Date.now(),
    }),
  );
}

/**
 * The tender from the network, saved to IndexedDB on the way (the first /api request
 * happens before the service worker controls the page). When the network fails, the
 * saved copy is served. A 404 from the server is final: no stale copy of a removed tender.
 */
export async function loadTender(id: string, deps: TenderApiDeps = {}): Promise<Tender> {
  const db = deps.db ?? defaultDb;
  const online = (deps.isOnline ?? defaultIsOnline)();
  if (!online) {
    const stored = await findStoredTender(id, db).catch(() => undefined);
    if (stored) return stored;
  }
  try {
    const tender = await fetchTender(id, deps.http);
    await storeTender(tender, db).catch((error: unknown) => {
      console.error('Could not save the tender for offline reading', error);
    });
    return tender;
  } catch (error) {
    if (error instanceof TenderNotFoundError) throw error;
    const stored = await findStoredTender(id, db).catch(() => undefined);
    if (stored) return stored;
    throw error;
  }
}
