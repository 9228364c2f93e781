import { existingLocalDb, pageSettled } from '../../../lib/local-db';

/**
 * Called by the app shell: once the page has settled, and only when this device has saved
 * tenders, loads the background refresh (and Dexie) and starts it. A first visit loads nothing.
 */
export function startBackgroundRefresh(): void {
  void pageSettled()
    .then(existingLocalDb)
    .then(async (db) => {
      if (!db || (await db.savedTenders.count()) === 0) return;
      const { startSavedTendersRefresh } = await import('./background');
      startSavedTendersRefresh(db);
    })
    .catch((error: unknown) => {
      console.warn('The background refresh of saved tenders did not start', error);
    });
}
