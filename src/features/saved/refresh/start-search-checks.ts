import { existingLocalDb, pageSettled } from '../../../lib/local-db';

let started: Promise<unknown> | undefined;

/**
 * Starts the background checks of the saved searches once the page has settled, when this
 * device has a database (a first visit loads nothing). Later calls (a search just saved)
 * start them if they were not running.
 */
export function startSavedSearchChecks(): Promise<unknown> {
  started ??= pageSettled()
    .then(existingLocalDb)
    .then(async (db) => {
      if (!db) return undefined;
      const { watchSavedSearches } = await import('./saved-search-checks');
      return watchSavedSearches(db);
    })
    .then((stop) => {
      if (!stop) started = undefined;
      return stop;
    })
    .catch((error: unknown) => {
      started = undefined;
      console.warn('Saved searches are not checked', error);
    });
  return started;
}
