import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Lang } from '../../contract/api.ts';
import type { ServerRender } from '../../contract/server-render.ts';
import { asInnerRead } from '../http/inner-read.ts';
import { renderLoggingTo } from './render-console.ts';

/**
 * An API request a render made, and which version of the answer it got: its ETag, else a hash of
 * the status and body. The page stays current while every one of its reads would get the same.
 */
export interface ApiRead {
  request: ApiRequest;
  version: string;
}

/** An API request as Fastify's inject takes it. */
interface ApiRequest {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  headers: Record<string, string>;
  payload?: Buffer;
}

/**
 * A render and the API reads it was made of; `unavailable` when one of them was answered 503
 * (no database answered), so the page shows less than it would.
 */
export type RenderWithReads = ServerRender & { reads: readonly ApiRead[]; unavailable: boolean };

/** The built server render (dist-ssr/entry-server.js) as the server uses it. */
export interface PageRenderer {
  renderPage: (request: Request, lang: Lang) => Promise<RenderWithReads>;
  /**
   * True when every read still gets the version it got, or cannot tell because no database
   * answers (503): a kept page is then the held copy, served until its data can be read again.
   */
  readsCurrent: (reads: readonly ApiRead[]) => Promise<boolean>;
}

interface ServerRenderModule {
  renderPage: (request: Request, lang: Lang) => Promise<ServerRender>;
  answerApiWith: (fetchImpl: typeof globalThis.fetch) => void;
}

const NO_BODY = new Set([204, 304]);

/** The reference dictionaries are loaded once per process: a page's reads of them stay current. */
const UNCHANGING = '/api/static-data';

const versionOf = (answer: LightMyRequestResponse): string => {
  const tag = answer.headers.etag;
  if (typeof tag === 'string') return tag;
  return createHash('md5').update(`${answer.statusCode}\n`).update(answer.rawPayload).digest('hex');
};

const toApiRequest = async (input: RequestInfo | URL, init?: RequestInit): Promise<ApiRequest> => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  return {
    method: request.method,
    url: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(request.headers),
    ...(body ? { payload: body } : {}),
  };
};

const toResponse = (answer: LightMyRequestResponse): Response => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined)
      headers.set(name, Array.isArray(value) ? value.join(', ') : `${value}`);
  }
  return new Response(NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), {
    status: answer.statusCode,
    headers,
  });
};

/**
 * Loads the server render from `dir` and points its API requests at `app` (Fastify's inject: no
 * network round trip); undefined when it has not been built (the API-only app of the tests),
 * where pages are served as the bare shell.
 */
export async function loadPageRenderer(
  dir: string | undefined,
  app: FastifyInstance,
): Promise<PageRenderer | undefined> {
  const entry = dir === undefined ? undefined : path.join(dir, 'entry-server.js');
  if (entry === undefined || !existsSync(entry)) return undefined;
  const render = (await import(pathToFileURL(entry).href)) as ServerRenderModule;
  const readsOfRender = new AsyncLocalStorage<{ reads: ApiRead[]; unavailable: boolean }>();
  render.answerApiWith(async (input, init) => {
    const request = await toApiRequest(input, init);
    const answer = await app.inject(request);
    const store = readsOfRender.getStore();
    if (store && answer.statusCode === 503) store.unavailable = true;
    if (!request.url.startsWith(UNCHANGING)) {
      store?.reads.push({ request, version: versionOf(answer) });
    }
    return toResponse(answer);
  });

  const readCurrent = async ({ request, version }: ApiRead): Promise<boolean> => {
    const answer = await asInnerRead(() =>
      app.inject({ ...request, headers: { ...request.headers, 'if-none-match': version } }),
    );
    return answer.statusCode === 304 || answer.statusCode === 503 || versionOf(answer) === version;
  };

  return {
    renderPage: async (request, lang) => {
      const store = { reads: [] as ApiRead[], unavailable: false };
      const rendered = await renderLoggingTo(app.log, () =>
        asInnerRead(() => readsOfRender.run(store, () => render.renderPage(request, lang))),
      );
      return { ...rendered, ...store };
    },
    readsCurrent: async (reads) => (await Promise.all(reads.map(readCurrent))).every(Boolean),
  };
}
