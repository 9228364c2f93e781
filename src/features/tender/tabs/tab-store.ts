import type {
  PortalDb,
  TenderRecord,
  TenderTabAnswers,
  TenderTabEndpoint,
  TenderTabRecord,
} from '../../../lib/db';
import { withStorage } from '../../../lib/storage';
import { isTabAnswer } from './tab-api';

/**
 * Tab answers are kept under the tender's internal id, next to its copy, so that they go with
 * it (eviction, clearing). A tab opened by tenderID before the tender's copy is written waits
 * here, in memory, until the tender's own write takes it into the same transaction.
 */
const waiting = new Map<string, Partial<TenderTabAnswers>>();

const findTender = async (db: PortalDb, id: string) =>
  (await db.tenders.get(id)) ?? (await db.tenders.where('tenderID').equals(id).first());

/**
 * The answer this device holds for a tender's tab (by internal id or tenderID). One that fails
 * its shape check (damaged, or from an older build) is deleted and not served.
 */
export function readHeldTab<E extends TenderTabEndpoint>(
  db: PortalDb,
  id: string,
  endpoint: E,
): Promise<TenderTabRecord<E> | undefined> {
  return withStorage('read tender tab', () =>
    db.transaction('rw', [db.tenders, db.tenderTabs], async () => {
      const tender = await findTender(db, id);
      if (!tender) return undefined;
      const record = await db.tenderTabs.get([tender.id, endpoint]);
      if (!record) return undefined;
      if (!isTabAnswer(endpoint, record.answer)) {
        await db.tenderTabs.delete([tender.id, endpoint]);
        return undefined;
      }
      return record as TenderTabRecord<E>;
    }),
  );
}

/**
 * Keeps a tab's answer with its tender's copy. When the device does not hold that tender yet,
 * the answer waits for the tender's write (see `takeWaitingTabs`).
 */
export function writeTab<E extends TenderTabEndpoint>(
  db: PortalDb,
  id: string,
  endpoint: E,
  answer: TenderTabAnswers[E],
  storedAt: number,
): Promise<void> {
  return withStorage('write tender tab', () =>
    db.transaction('rw', [db.tenders, db.tenderTabs], async () => {
      const tender = await findTender(db, id);
      if (!tender) {
        waiting.set(id, { ...waiting.get(id), [endpoint]: answer });
        return;
      }
      await db.tenderTabs.put({ tenderId: tender.id, endpoint, answer, storedAt });
    }),
  );
}

type TenderKeys = Pick<TenderRecord, 'id' | 'tenderID'>;

/** The tab answers that arrived before the tender's copy (by its id or tenderID), taken once. */
export function takeWaitingTabs(tender: TenderKeys): Partial<TenderTabAnswers> {
  const tabs: Partial<TenderTabAnswers> = {};
  for (const id of [tender.id, tender.tenderID]) {
    const held = waiting.get(id);
    if (!held) continue;
    waiting.delete(id);
    Object.assign(tabs, held);
  }
  return tabs;
}

/** Puts the answers that arrived while the tender's copy was being written (it exists now). */
export function putWaitingTabs(db: PortalDb, tender: TenderKeys, storedAt: number): Promise<void> {
  const records = Object.entries(takeWaitingTabs(tender)).map(([endpoint, answer]) => ({
    tenderId: tender.id,
    endpoint: endpoint as TenderTabEndpoint,
    answer,
    storedAt,
  }));
  if (records.length === 0) return Promise.resolve();
  return withStorage('write tender tabs', () => db.tenderTabs.bulkPut(records)).then(
    () => undefined,
  );
}
