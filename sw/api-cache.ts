import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';

declare const self: ServiceWorkerGlobalScope;

export const API_CACHE_NAME = 'portal-api-v1';
/** At most this many API answers are kept (least recently used go first). */
export const API_CACHE_MAX_ENTRIES = 300;
/** An API answer older than this is dropped from the cache. */
export const API_CACHE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

const cacheableStatuses = new Set([0, 200]);

/** Only successful (or opaque) answers are stored; errors never replace good data. */
const cacheableResponse: WorkboxPlugin = {
  cacheWillUpdate: ({ response }) =>
    Promise.resolve(cacheableStatuses.has(response.status) ? response : null),
};

/**
 * A request that asks for the server's answer itself (`cache: 'no-cache'`, as the background
 * refresh of saved tenders does): a cached one would hide what changed.
 */
const wantsFresh = (request: Request): boolean =>
  request.cache === 'no-cache' || request.cache === 'reload';

/**
 * GET /api/* on our own origin: answer from the cache at once when possible and
 * refresh it from the network in the background (stale-while-revalidate).
 * Other methods (POST search) and requests for a fresh answer always go to the network.
 */
export function registerApiCache(): void {
  registerRoute(
    ({ url, request }) =>
      url.origin === self.location.origin &&
      url.pathname.startsWith('/api/') &&
      !wantsFresh(request),
    new StaleWhileRevalidate({
      cacheName: API_CACHE_NAME,
      plugins: [
        cacheableResponse,
        new ExpirationPlugin({
          maxEntries: API_CACHE_MAX_ENTRIES,
          maxAgeSeconds: API_CACHE_MAX_AGE_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
    'GET',
  );
}
