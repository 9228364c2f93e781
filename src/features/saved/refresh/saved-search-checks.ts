import type { PortalDb } from '../../../lib/db';
import type { Http } from '../../../lib/http';
import { withStorage } from '../../../lib/storage';
import { checkSavedSearches, SEARCH_CHECK_INTERVAL_MS } from '../store/saved-searches';
import { scheduleRefresh } from './schedule';
import type { RefreshReason, RefreshScheduleOptions } from './schedule';

/**
 * How stale a saved search must be to be checked for each reason: on start and on the periodic
 * tick, one checked in the last 10 minutes is not asked again; a reconnect checks them all.
 */
export const maxAgeFor = (reason: RefreshReason): number =>
  reason === 'online' ? 0 : SEARCH_CHECK_INTERVAL_MS;

/**
 * Keeps the new-result counts of the saved searches current while the app is open; nothing
 * runs when there is no saved search. Returns the function that stops it.
 */
export async function watchSavedSearches(
  db: PortalDb,
  options: Partial<RefreshScheduleOptions> & { http?: Http } = {},
): Promise<(() => void) | undefined> {
  const count = await withStorage('count saved searches', () => db.savedSearches.count());
  if (count === 0) return undefined;
  const { http, ...schedule } = options;
  return scheduleRefresh(
    (reason) => checkSavedSearches(db, { http, maxAgeMs: maxAgeFor(reason) }),
    { intervalMs: SEARCH_CHECK_INTERVAL_MS, ...schedule },
  );
}
