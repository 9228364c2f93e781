import type { ItemResponse } from '../../../contract/api';
import type { Tender } from '../../../contract/tender';
import type { PortalDb } from '../../lib/db';
import {
  delay,
  http as defaultHttp,
  isHttpStatus,
  isRetryable,
  RETRY_DELAY_MS,
} from '../../lib/http';
import type { Http } from '../../lib/http';
import { appLocalDb } from '../../lib/local-db';
import type { LocalDbAccess } from '../../lib/local-db';
import { withStorage } from '../../lib/storage';

export interface TenderApiDeps {
  http?: Http;
  localDb?: LocalDbAccess;
  isOnline?: () => boolean;
  retryDelayMs?: number;
  logError?: (message: string, error: unknown) => void;
}

export interface LoadedTender {
  tender: Tender;
  /** Settles when the copy for offline reading is written, or its failure logged. */
  saved: Promise<void>;
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

const defaultLogError = (message: string, error: unknown): void => {
  console.error(message, error);
};

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
export async function findStoredTender(id: string, db: PortalDb): Promise<Tender | undefined> {
  const record = await withStorage('read tender', async () => {
    return (await db.tenders.get(id)) ?? (await db.tenders.where('tenderID').equals(id).first());
  });
  return record?.data;
}

/**
 * Writes the viewed tender's copy with the tab answers that arrived before it (opened by
 * tenderID); those arriving while it is written are put after it.
 */
async function keepViewedCopy(db: PortalDb, tender: Tender, storedAt: number): Promise<void> {
  const [{ replaceTenderCopy }, { putWaitingTabs, takeWaitingTabs }] = await Promise.all([
    import('../saved/store/tender-copy'),
    import('./tabs/tab-store'),
  ]);
  const tabs = takeWaitingTabs(tender);
  await replaceTenderCopy(db, { tender, tabs, storedAt }, { viewed: true });
  await putWaitingTabs(db, tender, storedAt);
}

const storedCopy = async (id: string, localDb: LocalDbAccess): Promise<Tender | undefined> => {
  const db = await localDb.forRead().catch(() => undefined);
  return db ? findStoredTender(id, db).catch(() => undefined) : undefined;
};

/** The network answer, with one retry after a network failure or a 5xx (as reference data). */
async function fetchWithRetry(id: string, deps: TenderApiDeps): Promise<Tender> {
  try {
    return await fetchTender(id, deps.http);
  } catch (error) {
    if (!isRetryable(error)) throw error;
    (deps.logError ?? defaultLogError)(`Tender ${id}: request failed; retrying once`, error);
    await delay(deps.retryDelayMs ?? RETRY_DELAY_MS);
    return fetchTender(id, deps.http);
  }
}

/**
 * The tender from the network, kept in IndexedDB for offline reading (the first /api request
 * happens before the service worker controls the page); the copy is written in the background.
 * A network failure or 5xx is retried once, then the saved copy is served. A 404 from the
 * server is final: no stale copy of a removed tender.
 */
export async function loadTender(id: string, deps: TenderApiDeps = {}): Promise<LoadedTender> {
  const localDb = deps.localDb ?? appLocalDb;
  const logError = deps.logError ?? defaultLogError;
  const online = (deps.isOnline ?? defaultIsOnline)();
  if (!online) {
    const stored = await storedCopy(id, localDb);
    if (stored) return { tender: stored, saved: Promise.resolve() };
  }
  let tender: Tender;
  try {
    tender = await fetchWithRetry(id, deps);
  } catch (error) {
    if (error instanceof TenderNotFoundError) throw error;
    const stored = await storedCopy(id, localDb);
    if (stored) return { tender: stored, saved: Promise.resolve() };
    throw error;
  }
  const fetchedAt = Date.now();
  const saved = localDb
    .forWrite()
    .then((db) => keepViewedCopy(db, tender, fetchedAt))
    .catch((error: unknown) => {
      logError('Could not save the tender for offline reading', error);
    });
  return { tender, saved };
}
