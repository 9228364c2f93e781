import type { PortalDb } from '../../../lib/db';
import type { Http } from '../../../lib/http';
import { SEARCH_CHECK_INTERVAL_MS, checkSavedSearches } from '../../search';
import { refreshSavedTenders } from './refresh-saved';
import { scheduleWhileOnline } from './schedule';
import type { RefreshReason } from './schedule';

/**
 * How stale a saved search must be to be checked: on start and on the periodic round, one
 * checked in the last 10 minutes is not asked again; a reconnection checks them all.
 */
export const searchMaxAgeFor = (reason: RefreshReason): number =>
  reason === 'online' ? 0 : SEARCH_CHECK_INTERVAL_MS;

/**
 * One round: the saved tenders refreshed and the saved searches checked side by side; one
 * failing does not stop the other.
 */
export async function backgroundRound(
  db: PortalDb,
  reason: RefreshReason,
  deps: { http?: Http } = {},
): Promise<void> {
  const failures = (
    await Promise.allSettled([
      refreshSavedTenders(db, deps),
      checkSavedSearches(db, { ...deps, maxAgeMs: searchMaxAgeFor(reason) }),
    ])
  ).flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
  if (failures.length > 0) throw new AggregateError(failures, 'Background refresh failed');
}

/** Keeps saved tenders and searches fresh while the app is open and online; returns its stop. */
export const startBackgroundChecks = (db: PortalDb): (() => void) =>
  scheduleWhileOnline({ run: (reason) => backgroundRound(db, reason) });
