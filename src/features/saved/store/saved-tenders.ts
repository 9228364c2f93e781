import type { PortalDb, SavedTenderRecord } from '../../../lib/db';
import { fromServer } from '../../../lib/http';
import type { Http } from '../../../lib/http';
import { withRoom } from '../../../lib/offline/quota';
import { withStorage } from '../../../lib/storage';
import { fetchTenderCopy, readTenderCopy, replaceTenderCopy, unsaveTender } from '../../tender';
import type { TenderCopy } from '../../tender';

/** A saved tender with the copy the device holds of it. */
export interface SavedTender {
  saved: SavedTenderRecord;
  copy: TenderCopy;
}

/**
 * Saves a tender for offline reading: the tender and its four tabs are fetched afresh from the
 * server (not the service worker's or the browser's cache) and written with the saved mark in
 * one transaction; a full disk makes room among the viewed copies first. Resolves with the
 * tender's internal id.
 */
export async function saveTender(
  db: PortalDb,
  id: string,
  http: Http = fromServer(),
): Promise<string> {
  const copy = await fetchTenderCopy(id, http);
  await withRoom(db, () => replaceTenderCopy(db, copy, { save: true }));
  return copy.tender.id;
}

export { unsaveTender };

/** Whether the tender (by internal id or tenderID) is saved on this device. */
export function isTenderSaved(db: PortalDb, id: string): Promise<boolean> {
  return withStorage('read saved mark', async () => {
    const found =
      (await db.savedTenders.get(id)) ??
      (await db.savedTenders.where('tenderID').equals(id).first());
    return found !== undefined;
  });
}

/** Every saved tender with its copy, the most recently saved first. */
export function listSavedTenders(db: PortalDb): Promise<SavedTender[]> {
  return withStorage('list saved tenders', () =>
    db.transaction('r', [db.savedTenders, db.tenders, db.tenderTabs], async () => {
      const marks = await db.savedTenders.orderBy('savedAt').reverse().toArray();
      const copies = await Promise.all(marks.map((mark) => readTenderCopy(db, mark.id)));
      return marks.flatMap((saved, index) => {
        const copy = copies[index];
        return copy ? [{ saved, copy }] : [];
      });
    }),
  );
}
