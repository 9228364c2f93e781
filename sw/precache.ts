import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope & {
  /** Replaced at build time by vite-plugin-pwa with the list of files to precache. */
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

/**
 * Precaches the app shell and every lazily loaded chunk, so that any route
 * can open offline after the first visit. Old precaches of earlier builds are
 * removed, and the worker takes control of open pages once it is active.
 * It never skips waiting by itself: the user chooses when to update.
 */
export function registerPrecache(): void {
  precacheAndRoute(self.__WB_MANIFEST);
  cleanupOutdatedCaches();
  clientsClaim();
}
