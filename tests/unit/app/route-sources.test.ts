import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_SOURCES } from '../../../src/app/route-sources';
import { routeTable } from '../../../src/app/routes';
import type { AppRoute } from '../../../src/app/routes';

const root = path.resolve(import.meta.dirname, '../../..');
const everyRoute = (routes: readonly AppRoute[]): AppRoute[] =>
  routes.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);

describe('each route names the source files its first render runs (src/app/route-sources.ts)', () => {
  it('every file named exists', () => {
    for (const route of everyRoute(routeTable)) {
      const sources = ROUTE_SOURCES[route.name];
      expect(sources.length, route.name).toBeGreaterThan(0);
      for (const source of sources) expect(existsSync(path.join(root, source)), source).toBe(true);
    }
  });

  it("the first is the screen's own module, the one the route table imports", () => {
    for (const route of everyRoute(routeTable)) {
      const [screen = ''] = ROUTE_SOURCES[route.name];
      expect(String(route.module), route.name).toContain(screen.replace(/\.tsx?$/, ''));
    }
  });
});
