import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import type { Params, RouteMatch } from 'react-router-dom';
import { currentLang, loadLangTexts } from '../lib/i18n';
import { kyivZone } from '../../contract/format/kyiv-time';
import { pageSettled } from '../lib/local-db';
import { referenceData } from '../lib/reference-data';
import { markAppHydrated } from '../lib/use-hydrated';
import { setRenderTimeSource } from '../lib/use-now';
import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/print.css';
import { readRenderedData } from './rendered-data';
import type { RenderedData } from './rendered-data';
import { appRoutes } from './routes';
import type { RouteHandle } from './routes';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The matched routes' code, loaded before hydrating so the first render is the server's page. */
async function loadMatchedRoutes(matches: readonly RouteMatch[]): Promise<void> {
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      route.lazy = undefined;
    }),
  );
}

const nextTask = () =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

const routes = appRoutes();
const rendered = readRenderedData();

const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

/**
 * The server's page: its data and labels are in the page, so nothing is fetched before it
 * works; the dictionaries it carried in part come whole once the page has settled.
 */
async function hydrate(data: RenderedData, root: HTMLElement): Promise<void> {
  referenceData.seed(data.lang, data.dictionaries, data.partialDictionaries);
  setRenderTimeSource(() => data.renderedAt);
  window.__staticRouterHydrationData = data.router;
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all([loadMatchedRoutes(matches), loadLangTexts(data.lang)]);
  // The time zone's data loads on first use, and the router reads the session's storage as it
  // starts (tens of milliseconds each on a phone): each in a task of its own, apart from the
  // task that evaluated the route's code.
  await nextTask();
  kyivZone();
  await nextTask();
  const router = createBrowserRouter(routes);
  markHydratedAtFirstNavigation(router);
  await nextTask();
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a long tender: ~500 ms on a slow phone).
  startTransition(() => {
    hydrateRoot(root, app(router));
  });
  // What the page keeps for offline reading is written once it has settled: the keepers' code
  // (the routes' loaders, the answers' shape check) loads then too, not with the page.
  void pageSettled().then(() => {
    keepRenderedData(data, matches);
    return referenceData.complete(data.lang, data.partialDictionaries);
  });
}

/**
 * From the first client-side navigation on, what mounts is new, not hydrated from the server's
 * HTML (see markAppHydrated): marked as the navigation starts, before its page renders.
 */
function markHydratedAtFirstNavigation(router: ReturnType<typeof createBrowserRouter>): void {
  const stop = router.subscribe(({ navigation }) => {
    if (navigation.state === 'idle') return;
    markAppHydrated();
    stop();
  });
}

/** What the page's loaders would have kept on this device, had they run here. */
function keepRenderedData(data: RenderedData, matches: readonly RouteMatch[]): void {
  for (const { route, params } of matches) {
    const { keep } = (route.handle ?? {}) as Partial<RouteHandle>;
    const loaded: unknown = route.id === undefined ? undefined : data.router.loaderData[route.id];
    if (keep && loaded) (keep as (data: unknown, params: Params) => void)(loaded, params);
  }
}

// No top-level await: the route chunks import from this one, which must finish evaluating first.
if (rendered) void hydrate(rendered, container);
else {
  // The offline shell: the router starts loading the first page's code and data at once; the
  // first render (the loading screen) follows in a task of its own, so neither holds the main
  // thread for long, once the texts of the reader's language are in.
  const router = createBrowserRouter(routes);
  markAppHydrated();
  void loadLangTexts(currentLang()).then(() => {
    setTimeout(() => {
      createRoot(container).render(app(router));
    }, 0);
  });
}
