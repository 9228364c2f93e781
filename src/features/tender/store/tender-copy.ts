import type { Tender } from '../../../../contract/tender';
import type { ChangeRecord, PortalDb, TenderTabAnswers, TenderTabEndpoint } from '../../../lib/db';
import type { Http } from '../../../lib/http';
import { withStorage } from '../../../lib/storage';
import { fetchTender, findTenderRecord } from '../api';
import { fetchTenderTab } from '../tabs/tab-api';

/** The four tabs with their own endpoint, all kept with a saved tender. */
export const TAB_ENDPOINTS = [
  'questions',
  'complaints',
  'monitorings',
  'agreements',
] as const satisfies readonly TenderTabEndpoint[];

/** A tender as the device holds it: the tender, the tab answers it has, and when it was fetched. */
export interface TenderCopy {
  tender: Tender;
  tabs: Partial<TenderTabAnswers>;
  /** Epoch ms when the tender was fetched (its "as of" time). */
  storedAt: number;
}

/** A change found between two copies, before it is given its tender and time. */
export type FoundChange = Pick<ChangeRecord, 'kind' | 'subject' | 'before' | 'after'>;

/** What changed from the held copy to the new one (only what both hold is compared). */
export type CopyDiff = (before: TenderCopy, after: TenderCopy) => FoundChange[];

/** The tender and all four tabs from the network: all of them, or an error. */
export async function fetchTenderCopy(id: string, http?: Http): Promise<TenderCopy> {
  const tender = await fetchTender(id, http);
  const answers = await Promise.all(
    TAB_ENDPOINTS.map((endpoint) => fetchTenderTab(tender.id, endpoint, { http })),
  );
  const tabs: Partial<TenderTabAnswers> = {};
  TAB_ENDPOINTS.forEach((endpoint, index) => {
    Object.assign(tabs, { [endpoint]: answers[index] });
  });
  return { tender, tabs, storedAt: Date.now() };
}

/** The copy this device holds, by internal id or tenderID, with whatever tabs it has. */
export function readTenderCopy(db: PortalDb, id: string): Promise<TenderCopy | undefined> {
  return withStorage('read tender copy', () =>
    db.transaction('r', [db.tenders, db.tenderTabs], async () => {
      const record = await findTenderRecord(db, id);
      if (!record) return undefined;
      const tabRecords = await db.tenderTabs.where('tenderId').equals(record.id).toArray();
      const tabs: Partial<TenderTabAnswers> = {};
      for (const tab of tabRecords) Object.assign(tabs, { [tab.endpoint]: tab.answer });
      return { tender: record.data, tabs, storedAt: record.storedAt };
    }),
  );
}

export interface ReplaceOptions {
  /** Mark the tender saved (kept offline, never evicted). */
  save?: boolean;
  /** The user is looking at it now (moves it to the front of the viewed copies). */
  viewed?: boolean;
  /** For a saved tender: what changed against the held copy goes to the change log. */
  diff?: CopyDiff;
}

/**
 * Writes a newer copy of a tender in one transaction: the tender, the tabs given (others are
 * kept), the saved mark when asked, and for a saved tender the changes against the held copy.
 * A failure leaves everything as it was. Resolves with the number of changes logged.
 */
export function replaceTenderCopy(
  db: PortalDb,
  copy: TenderCopy,
  options: ReplaceOptions = {},
): Promise<number> {
  const { tender } = copy;
  return withStorage('write tender copy', () =>
    db.transaction('rw', [db.tenders, db.tenderTabs, db.savedTenders, db.changes], async () => {
      const now = Date.now();
      const saved = await db.savedTenders.get(tender.id);
      const held = saved && options.diff ? await readTenderCopy(db, tender.id) : undefined;
      const previous = await db.tenders.get(tender.id);
      await db.tenders.put({
        id: tender.id,
        tenderID: tender.tenderID,
        data: tender,
        storedAt: copy.storedAt,
        viewedAt: options.viewed || !previous ? now : previous.viewedAt,
      });
      await db.tenderTabs.bulkPut(
        Object.entries(copy.tabs).map(([endpoint, answer]) => ({
          tenderId: tender.id,
          endpoint: endpoint as TenderTabEndpoint,
          answer,
          storedAt: copy.storedAt,
        })),
      );
      if (options.save && !saved) {
        await db.savedTenders.put({
          id: tender.id,
          tenderID: tender.tenderID,
          savedAt: now,
          checkedAt: now,
        });
      }
      if (!held || !options.diff) return 0;
      const changes = options.diff(held, copy).map((change): ChangeRecord => ({
        ...change,
        tenderId: tender.id,
        tenderID: tender.tenderID,
        detectedAt: now,
        read: 0,
      }));
      await db.changes.bulkAdd(changes);
      return changes.length;
    }),
  );
}

/** Forgets the saved mark and the tender's change log; the copy stays as a viewed one. */
export function unsaveTender(db: PortalDb, id: string): Promise<void> {
  return withStorage('unsave tender', () =>
    db.transaction('rw', [db.savedTenders, db.changes], async () => {
      await db.savedTenders.delete(id);
      await db.changes.where('tenderId').equals(id).delete();
    }),
  );
}
