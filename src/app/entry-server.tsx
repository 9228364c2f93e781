/**
 * The server render (built by `vite build --ssr` into dist-ssr/, loaded by server/static/): the
 * route table's loaders and components, run for one request in its language, to HTML and the
 * data the browser hydrates it with.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { text } from 'node:stream/consumers';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Lang } from '../../contract/api';
import type { ServerRender } from '../../contract/server-render';
import { setServerFetch } from '../lib/http';
import { i18n, loadLangTexts, setRequestLangSource } from '../lib/i18n';
import { setPageHeadReport } from '../lib/page-head';
import type { PageHead } from '../lib/page-head';
import { setRequestOriginSource } from '../lib/page-origin';
import { referenceData } from '../lib/reference-data';
import { readPartOf, setDictionaryReadsSource } from '../lib/dictionary-reads';
import type { DictionaryReads } from '../lib/dictionary-reads';
import { setCountdownReport, setRenderTimeSource } from '../lib/use-now';
import { toRenderedData } from './rendered-data';
import { ROUTE_SOURCES } from './route-sources';
import { appRoutes, SHELL_DICTIONARIES } from './routes';
import type { RouteHandle } from './routes';

/** The request being rendered, for what loaders and components read outside React's props. */
interface RenderRequest {
  lang: Lang;
  origin: string;
  now: number;
  /** What the page's component said of itself (the innermost page, rendered last, wins). */
  head?: PageHead;
  /** A part of the page counts down the time (useNow ticking). */
  countsDown: boolean;
  /** The dictionary entries the page read, the only ones its data block carries. */
  dictionaryReads: DictionaryReads;
}
const current = new AsyncLocalStorage<RenderRequest>();
setRequestLangSource(() => current.getStore()?.lang);
setRequestOriginSource(() => current.getStore()?.origin);
setRenderTimeSource(() => current.getStore()?.now);
setDictionaryReadsSource(() => current.getStore()?.dictionaryReads);
setCountdownReport(() => {
  const rendering = current.getStore();
  return rendering
    ? () => {
        rendering.countsDown = true;
      }
    : undefined;
});
setPageHeadReport(() => {
  const rendering = current.getStore();
  return rendering
    ? (head) => {
        rendering.head = head;
      }
    : undefined;
});

const handler = createStaticHandler(appRoutes());

/** Where the app's API requests go on the server: the server itself, in process. */
export const answerApiWith = setServerFetch;

const dictionaryKeysOf = (handles: readonly unknown[]) => [
  ...new Set([
    ...SHELL_DICTIONARIES,
    ...handles.flatMap((handle) => (handle as RouteHandle | undefined)?.dictionaries ?? []),
  ]),
];

/**
 * The source files of the code the page's routes render with, for the browser to fetch at once;
 * a missing page (404) is shown by the not-found screen whatever the route.
 */
const sourcesOf = (routeIds: readonly string[], status: number): string[] => [
  ...new Set(
    [...routeIds, ...(status === 404 ? ['not_found'] : [])].flatMap(
      (id) => (ROUTE_SOURCES as Partial<Record<string, readonly string[]>>)[id] ?? [],
    ),
  ),
];

/** Renders the page at `request`'s address in `lang`, with every part its loaders call for. */
export function renderPage(request: Request, lang: Lang): Promise<ServerRender> {
  const { origin } = new URL(request.url);
  const now = Date.now();
  const rendering: RenderRequest = {
    lang,
    origin,
    now,
    countsDown: false,
    dictionaryReads: new Map(),
  };
  return current.run(rendering, async (): Promise<ServerRender> => {
    await loadLangTexts(lang);
    const context = await handler.query(request);
    if (context instanceof Response) {
      return {
        kind: 'redirect',
        status: context.status,
        location: context.headers.get('Location') ?? '/',
      };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const dictionaries = await referenceData.ensure(
      dictionaryKeysOf(context.matches.map((match): unknown => match.route.handle)),
      lang,
    );
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <I18nextProvider i18n={i18n.cloneInstance({ lng: lang })}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </I18nextProvider>
      </StrictMode>,
      // Every part in place, none moved in by an inline script (which the page's CSP refuses).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await text(prelude);
    const { sent, partial } = readPartOf(dictionaries, rendering.dictionaryReads);
    return {
      kind: 'page',
      status: context.statusCode,
      html,
      data: toRenderedData({
        lang,
        renderedAt: now,
        router: context,
        dictionaries: sent,
        partialDictionaries: partial,
      }),
      head: rendering.head,
      countsDown: rendering.countsDown,
      sources: sourcesOf(
        context.matches.map((match) => match.route.id),
        context.statusCode,
      ),
    };
  });
}
