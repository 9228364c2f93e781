import type { Tender } from '../../../contract/tender';
import type { PortalDb } from '../../lib/db';
import type { Http } from '../../lib/http';
import { appLocalDb } from '../../lib/local-db';
import type { LocalDbAccess } from '../../lib/local-db';
import { heldOrFetched } from '../../lib/offline/expiry';
import type { ExpiryDeps, Held } from '../../lib/offline/expiry';
import { withStorage } from '../../lib/storage';
import { fetchTender, findTenderRecord, isTender } from './api';

export interface TenderApiDeps extends ExpiryDeps {
  http?: Http;
  localDb?: LocalDbAccess;
}

export interface LoadedTender {
  tender: Tender;
  /** Settles when the copy for offline reading is written, or its failure logged. */
  saved: Promise<void>;
}

const defaultLogError = (message: string, error: unknown): void => {
  console.error(message, error);
};

/**
 * Writes the viewed tender's copy with the tab answers that arrived before it (opened by
 * tenderID), those arriving while it is written after it, then keeps the viewed copies within
 * their cap. A saved tender's changes against its held copy go to the change log. A full disk makes room among the viewed copies and tries once more.
 */
async function keepViewedCopy(db: PortalDb, tender: Tender, storedAt: number): Promise<void> {
  const [
    { replaceTenderCopy },
    { putWaitingTabs, takeWaitingTabs },
    { withRoom },
    { capViewed },
    { loadTenderDiff },
  ] = await Promise.all([
    import('./store/tender-copy'),
    import('./tabs/tab-store'),
    import('../../lib/offline/quota'),
    import('../../lib/offline/viewed-cap'),
    import('./store/viewed-diff'),
  ]);
  const tabs = takeWaitingTabs(tender);
  const diff = await loadTenderDiff();
  await withRoom(db, () =>
    replaceTenderCopy(db, { tender, tabs, storedAt }, { viewed: true, diff }),
  );
  await withRoom(db, () => putWaitingTabs(db, tender, storedAt));
  await capViewed(db);
}

/** The held copy by internal id or tenderID; one that is not a tender is deleted. */
async function readHeld(id: string, localDb: LocalDbAccess): Promise<Held<Tender> | undefined> {
  const db = await localDb.forRead();
  if (!db) return undefined;
  return withStorage('read tender', () =>
    db.transaction('rw', [db.tenders, db.tenderTabs, db.savedTenders], async () => {
      const record = await findTenderRecord(db, id);
      if (!record) return undefined;
      if (isTender(record.data)) return { value: record.data, storedAt: record.storedAt };
      if (!(await db.savedTenders.get(record.id))) {
        await db.tenders.delete(record.id);
        await db.tenderTabs.where('tenderId').equals(record.id).delete();
      }
      return undefined;
    }),
  );
}

/** A held copy served again is the newest viewed one (the cap removes the oldest). */
const touchViewed = async (db: PortalDb, tender: Tender): Promise<void> => {
  await withStorage('mark tender viewed', () =>
    db.tenders.update(tender.id, { viewedAt: Date.now() }),
  );
};

/**
 * The tender (by internal id or tenderID) under the 10-minute expiry of viewed copies (see
 * lib/offline/expiry.ts): a fresh held copy without a request, else the network's answer kept
 * in the background (the first /api request happens before the service worker controls the
 * page), else the held copy. A 404 from the server is final: no stale copy of a removed tender.
 */
export async function loadTender(id: string, deps: TenderApiDeps = {}): Promise<LoadedTender> {
  const localDb = deps.localDb ?? appLocalDb;
  const logError = deps.logError ?? defaultLogError;
  const served = await heldOrFetched(
    `Tender ${id}`,
    () => readHeld(id, localDb),
    (http) => fetchTender(id, http),
    deps,
  );
  const tender = served.value;
  const fetchedAt = Date.now();
  const saved = localDb
    .forWrite()
    .then((db) =>
      served.from === 'network' ? keepViewedCopy(db, tender, fetchedAt) : touchViewed(db, tender),
    )
    .catch((error: unknown) => {
      logError('Could not save the tender for offline reading', error);
    });
  return { tender, saved };
}

/**
 * The whole tender from the network, kept for offline reading as a loaded one is: what follows a
 * page rendered on the server that carried only part of it.
 */
export async function fetchAndKeepTender(
  id: string,
  localDb: LocalDbAccess = appLocalDb,
): Promise<Tender> {
  const tender = await fetchTender(id);
  keepRenderedTender(tender, localDb);
  return tender;
}

/**
 * A tender that came in a page rendered on the server: kept for offline reading as a fetched one
 * is (the loader that would keep it ran on the server).
 */
export function keepRenderedTender(tender: Tender, localDb: LocalDbAccess = appLocalDb): void {
  localDb
    .forWrite()
    .then((db) => keepViewedCopy(db, tender, Date.now()))
    .catch((error: unknown) => {
      defaultLogError('Could not save the tender for offline reading', error);
    });
}
