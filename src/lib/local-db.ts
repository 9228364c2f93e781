import type { PortalDb } from './db';
import { LOCAL_DB_NAME } from './local-db-name';

/**
 * The way to the app's IndexedDB database (Dexie, 31 KB gzipped) without loading it up front.
 * A first visit has nothing stored, so it renders from the network alone; what it keeps for
 * offline reading is written once the page has settled, when the service worker has taken
 * control and serves Dexie's code from its precache instead of the network.
 */

/** Without a service worker (refused, unsupported), writes wait this long after the load. */
const SETTLE_FALLBACK_MS = 3000;

/** The database, loading Dexie on first use. */
export function openLocalDb(): Promise<PortalDb> {
  return import('./db').then((m) => m.db);
}

/**
 * The database when this device has one; undefined on a first visit, where there is nothing
 * to read (and no reason to load Dexie). Browsers that cannot list databases open it.
 */
export async function existingLocalDb(): Promise<PortalDb | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  if (typeof indexedDB.databases === 'function') {
    const databases = await indexedDB.databases().catch(() => undefined);
    if (databases && !databases.some((database) => database.name === LOCAL_DB_NAME)) {
      return undefined;
    }
  }
  return openLocalDb();
}

let settled: Promise<void> | undefined;

/** Runs `run` when the main thread is idle (within a few seconds at most). */
const whenIdle = (run: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 0);
};

/**
 * Resolves once background writes no longer compete with the first page: when a service
 * worker controls the page (at once on a return visit), else a while after the load; then
 * when the main thread is idle. Each caller waits for an idle period of its own, so the
 * background work of the header, the page and the writes runs as short separate tasks, not
 * as one long one that would hold up a tap.
 */
export function pageSettled(): Promise<void> {
  // A server render keeps nothing: its background writes never start.
  if (typeof document === 'undefined') return new Promise<void>(() => undefined);
  settled ??= new Promise<void>((resolve) => {
    const serviceWorker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (serviceWorker?.controller) {
      resolve();
      return;
    }
    serviceWorker?.addEventListener(
      'controllerchange',
      () => {
        resolve();
      },
      { once: true },
    );
    const fallback = () => {
      setTimeout(resolve, SETTLE_FALLBACK_MS);
    };
    if (document.readyState === 'complete') fallback();
    else window.addEventListener('load', fallback, { once: true });
  });
  return settled.then(
    () =>
      new Promise<void>((resolve) => {
        whenIdle(() => {
          resolve();
        });
      }),
  );
}

/** The device's database (undefined when there is none), looked for once the page has settled. */
export function settledLocalDb(): Promise<PortalDb | undefined> {
  return pageSettled().then(existingLocalDb);
}

/** The database for a background write, once the page has settled. */
export function localDbForWrite(): Promise<PortalDb> {
  return pageSettled().then(openLocalDb);
}

/** Where a loader reads and writes its local copies. */
export interface LocalDbAccess {
  /** The database when there may be something stored; undefined when there is none. */
  forRead: () => Promise<PortalDb | undefined>;
  /** The database for a background write. */
  forWrite: () => Promise<PortalDb>;
}

/** The app's access: reads only where a database exists, writes once the page has settled. */
export const appLocalDb: LocalDbAccess = { forRead: existingLocalDb, forWrite: localDbForWrite };

/** One given database for both (tests, or a caller that already holds it). */
export const givenLocalDb = (db: PortalDb): LocalDbAccess => ({
  forRead: () => Promise.resolve(db),
  forWrite: () => Promise.resolve(db),
});
