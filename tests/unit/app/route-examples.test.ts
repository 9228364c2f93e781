import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTE_EXAMPLES } from '../../../src/app/route-examples';
import { routeTable, toRouteObject } from '../../../src/app/routes';
import type { AppRoute } from '../../../src/app/routes';

const namesOf = (routes: readonly AppRoute[]): string[] =>
  routes.flatMap((route) => [route.name, ...namesOf(route.children ?? [])]);

describe('route examples', () => {
  it('name every route of the route table, and only those', () => {
    expect(Object.keys(ROUTE_EXAMPLES).sort()).toEqual(namesOf(routeTable).sort());
  });

  it('open the route they are the example of', () => {
    const routes = routeTable.map(toRouteObject);
    for (const [name, urls] of Object.entries(ROUTE_EXAMPLES)) {
      // Not-found examples may match another route whose loader turns them down.
      if (name === 'not_found') continue;
      for (const url of urls) {
        const matched = matchRoutes(routes, url)?.map((match) => match.route.id);
        expect(matched, url).toContain(name);
      }
    }
  });
});
