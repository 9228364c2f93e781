import { settledLocalDb } from '../../../lib/local-db';

let started: Promise<boolean> | undefined;

/**
 * Called by the app shell, and again when a tender or a search is saved: once the page has
 * settled, and only when this device has saved something, loads the background checks (and
 * Dexie) and starts them, once. A first visit loads nothing.
 */
export function startBackgroundRefresh(): void {
  started ??= settledLocalDb()
    .then(async (db) => {
      if (!db) return false;
      const saved = (await db.savedTenders.count()) + (await db.savedSearches.count());
      if (saved === 0) return false;
      const { startBackgroundChecks } = await import('./background');
      startBackgroundChecks(db);
      return true;
    })
    .catch((error: unknown) => {
      console.warn('The background checks of saved tenders and searches did not start', error);
      return false;
    })
    .then((running) => {
      if (!running) started = undefined;
      return running;
    });
}
