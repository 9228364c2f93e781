import type { ChangeRecord, PortalDb } from '../../../lib/db';

/** The changes of one tender the user has not seen yet, in the order they were found. */
export const unreadChangesOf = (db: PortalDb, tenderId: string): Promise<ChangeRecord[]> =>
  db.changes
    .where('tenderId')
    .equals(tenderId)
    .filter((change) => change.read === 0)
    .toArray();

/**
 * The changes of one tender its own page has not shown yet, in the order they were found: read
 * on /saved or not, the reader opening the tender sees them there in place.
 */
export const unshownChangesOf = (db: PortalDb, tenderId: string): Promise<ChangeRecord[]> =>
  db.changes
    .where('tenderId')
    .equals(tenderId)
    .filter((change) => change.shownOnPage !== 1)
    .toArray();

/** How many changes of saved tenders the user has not seen. */
export const countUnreadChanges = (db: PortalDb): Promise<number> =>
  db.changes.where('read').equals(0).count();

/** The saved tenders with changes the user has not seen, oldest saved first. */
export async function tendersWithUnreadChanges(db: PortalDb): Promise<string[]> {
  const ids = new Set(
    (await db.changes.where('read').equals(0).toArray()).map((change) => change.tenderId),
  );
  const saved = await db.savedTenders.orderBy('savedAt').toArray();
  return saved.filter((tender) => ids.has(tender.id)).map((tender) => tender.id);
}

/** Marks changes as seen: they leave the badge's count and /saved's next "what changed". */
export async function markChangesRead(db: PortalDb, seqs: readonly number[]): Promise<void> {
  if (seqs.length === 0) return;
  await db.changes.where('seq').anyOf(seqs).modify({ read: 1 });
}

/** Marks changes as shown on the tender's own page: seen there, they are seen everywhere. */
export async function markChangesShown(db: PortalDb, seqs: readonly number[]): Promise<void> {
  if (seqs.length === 0) return;
  await db.changes.where('seq').anyOf(seqs).modify({ read: 1, shownOnPage: 1 });
}

/** A saved tender as the change lists name it. */
export interface ChangedTender {
  id: string;
  tenderID: string;
  title: string;
  title_en?: string;
}

/** The saved tenders with changes the user has not seen, oldest saved first. */
export async function changedTenders(db: PortalDb): Promise<ChangedTender[]> {
  const ids = await tendersWithUnreadChanges(db);
  const copies = await db.tenders.bulkGet(ids);
  return copies.flatMap((copy) =>
    copy
      ? [
          {
            id: copy.id,
            tenderID: copy.tenderID,
            title: copy.data.title,
            ...(copy.data.title_en ? { title_en: copy.data.title_en } : {}),
          },
        ]
      : [],
  );
}
