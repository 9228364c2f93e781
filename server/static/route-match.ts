import { matchRoutes, type RouteObject } from 'react-router-dom';
import { ROUTE_PATHS, type RoutePath } from '../../contract/routes/route-paths.ts';

/**
 * The client's route table without its screens, as react-router's route objects; the catch-all
 * '*' is left out, so that an address of no route matches nothing.
 */
const toRouteObjects = (routes: readonly RoutePath[]): RouteObject[] =>
  routes
    .filter((route) => route.path !== '*')
    .map((route): RouteObject =>
      route.path === undefined
        ? { id: route.name, index: true }
        : { id: route.name, path: route.path, children: toRouteObjects(route.children ?? []) },
    );

const ROUTES = toRouteObjects(ROUTE_PATHS);

const decodes = (pathname: string): boolean => {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
};

/**
 * Whether a path opens a page of the client's route table (not the not-found page), matched by
 * react-router itself. A path that does not decode (`/%E0`) matches nothing (react-router would
 * log a warning for it and match it undecoded).
 */
export const opensAppPage = (pathname: string): boolean =>
  decodes(pathname) && matchRoutes(ROUTES, pathname) !== null;
