import type { PortalDb } from '../../../lib/db';
import { fromServer } from '../../../lib/http';
import type { Http } from '../../../lib/http';
import { withStorage } from '../../../lib/storage';
import { isOnline as isOnlineNow } from '../../../lib/use-online';
import { diffTenderCopies, fetchTenderCopy, replaceTenderCopy } from '../../tender';

export interface RefreshDeps {
  http?: Http;
  isOnline?: () => boolean;
  now?: () => number;
}

export interface RefreshReport {
  refreshed: number;
  failed: number;
  /** Changes written to the change log. */
  changes: number;
}

/**
 * Fetches every saved tender again, one after another, and replaces its copy with the changes
 * against the held one logged. A tender that fails keeps its copy and gets `failedAt`; the
 * round stops when the device goes offline.
 */
export async function refreshSavedTenders(
  db: PortalDb,
  deps: RefreshDeps = {},
): Promise<RefreshReport> {
  const { isOnline = isOnlineNow, now = Date.now } = deps;
  const http = deps.http ?? fromServer();
  const saved = await withStorage('list saved tenders', () =>
    db.savedTenders.orderBy('savedAt').toArray(),
  );
  const report: RefreshReport = { refreshed: 0, failed: 0, changes: 0 };
  for (const { id } of saved) {
    if (!isOnline()) break;
    try {
      const copy = await fetchTenderCopy(id, http);
      report.changes += await replaceTenderCopy(db, copy, { diff: diffTenderCopies });
      await markChecked(db, id, now(), false);
      report.refreshed += 1;
    } catch (error) {
      console.warn(`Refreshing saved tender ${id} failed; its copy is kept`, error);
      await markChecked(db, id, now(), true);
      report.failed += 1;
    }
  }
  return report;
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
