import { matchPrecache } from 'workbox-precaching';
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';

/** Paths that are never answered with the app shell. */
export const navigationDenylist: RegExp[] = [/^\/api\//, /^\/feeds\//];

const SHELL = '/index.html';

/**
 * How long a navigation waits for the server's page before the precached shell answers: long
 * enough for a rendered page on a slow phone network (docs/benchmarks.md), short enough that a
 * bad connection does not leave a blank tab.
 */
export const NAVIGATION_TIMEOUT_SECONDS = 3;

/**
 * Pages are never kept here (the shell and Dexie are what works offline): where NetworkFirst would
 * read its cache, on a timeout or a network failure, the precached shell answers instead.
 */
const shellInstead: WorkboxPlugin = {
  cacheWillUpdate: () => Promise.resolve(null),
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse ?? (await matchPrecache(SHELL)) ?? null,
};

/**
 * Page navigations once the worker is installed (a link opened in a new tab, a reload of
 * /tender/UA-…): the precached shell, which the client-side router renders from the network or
 * Dexie, online and offline. /api/ and /feeds/ navigations go to the network. `VITE_SW_NAVIGATION=network`
 * builds the other choice, measured by `npm run bench:navigation`: the server's page, network
 * first, with the shell offline or after the timeout (docs/decisions.md says why it is not the
 * default yet).
 */
export function registerNavigation(): void {
  const handler =
    import.meta.env.VITE_SW_NAVIGATION !== 'network'
      ? createHandlerBoundToURL(SHELL)
      : new NetworkFirst({
          cacheName: 'portal-pages-none',
          networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
          plugins: [shellInstead],
        });
  registerRoute(new NavigationRoute(handler, { denylist: navigationDenylist }));
}
