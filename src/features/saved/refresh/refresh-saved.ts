import type { PortalDb } from '../../../lib/db';
import { fromServer } from '../../../lib/http';
import type { Http } from '../../../lib/http';
import { withStorage } from '../../../lib/storage';
import { isOnline as isOnlineNow } from '../../../lib/use-online';
import { refreshSavedTender } from './refresh-one';

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
    const changes = await refreshSavedTender(db, id, http, now);
    if (changes === undefined) report.failed += 1;
    else {
      report.refreshed += 1;
      report.changes += changes;
    }
  }
  return report;
}
