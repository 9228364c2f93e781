import type { PortalDb } from '../../../lib/db';
import type { Http } from '../../../lib/http';
import { withStorage } from '../../../lib/storage';
import { diffTenderCopies, fetchTenderCopy, replaceTenderCopy } from '../../tender';

/**
 * Fetches one saved tender again and replaces its copy, the changes against the held one logged.
 * Resolves with the number of changes, or undefined when it failed (the copy is kept and the
 * saved mark gets `failedAt`).
 */
export async function refreshSavedTender(
  db: PortalDb,
  id: string,
  http: Http,
  now: () => number = Date.now,
): Promise<number | undefined> {
  try {
    const copy = await fetchTenderCopy(id, http);
    const changes = await replaceTenderCopy(db, copy, { diff: diffTenderCopies });
    await markChecked(db, id, now(), false);
    return changes;
  } catch (error) {
    console.warn(`Refreshing saved tender ${id} failed; its copy is kept`, error);
    await markChecked(db, id, now(), true);
    return undefined;
  }
}

/** Records a refresh: its time, and whether it failed (a success clears an earlier failure). */
function markChecked(db: PortalDb, id: string, at: number, failed: boolean): Promise<unknown> {
  return withStorage('mark saved tender checked', () =>
    db.savedTenders
      .where('id')
      .equals(id)
      .modify((record) => {
        record.checkedAt = at;
        if (failed) record.failedAt = at;
        else delete record.failedAt;
      }),
  );
}
