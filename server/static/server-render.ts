import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../contract/api.ts';
import type { ServerRender } from '../../contract/server-render.ts';

/** The built server render (dist-ssr/entry-server.js) as the server uses it. */
export interface PageRenderer {
  renderPage: (request: Request, lang: Lang) => Promise<ServerRender>;
}

interface ServerRenderModule extends PageRenderer {
  answerApiWith: (fetchImpl: typeof globalThis.fetch) => void;
}

const NO_BODY = new Set([204, 304]);

/** `fetch` answered by the app itself (Fastify's inject): the render's API requests stay in process. */
const fetchFromApp =
  (app: FastifyInstance): typeof globalThis.fetch =>
  async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
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
 * Loads the server render from `dir` and points its API requests at `app`; undefined when it
 * has not been built (the API-only app of the tests), where pages are served as the bare shell.
 */
export async function loadPageRenderer(
  dir: string | undefined,
  app: FastifyInstance,
): Promise<PageRenderer | undefined> {
  const entry = dir === undefined ? undefined : path.join(dir, 'entry-server.js');
  if (entry === undefined || !existsSync(entry)) return undefined;
  const render = (await import(pathToFileURL(entry).href)) as ServerRenderModule;
  render.answerApiWith(fetchFromApp(app));
  return render;
}
