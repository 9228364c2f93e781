import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** Paths that are never answered with the app shell. */
export const navigationDenylist: RegExp[] = [/^\/api\//];

/**
 * History-mode routing offline: every page navigation (for example a reload of
 * /tender/UA-…) is answered with the precached index.html, and the client-side
 * router renders the route. /api/ navigations go to the network.
 */
export function registerNavigation(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
      denylist: navigationDenylist,
    }),
  );
}
