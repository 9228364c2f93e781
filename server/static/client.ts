import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANG, LANGS, type Lang } from '../../contract/api.ts';
import { langOfSearch } from '../../contract/lang-url.ts';
import { LANG_COOKIE, langCookie } from '../../contract/server-rendered.ts';
import type { WriteWatch } from '../db/write-watch.ts';
import type { AnswerCache } from '../http/answer-cache.ts';
import { sendEncoded, sendNotModified, type AnswerKind } from '../http/cached-answer.ts';
import { DATABASE_RETRY_AFTER_S, sendError } from '../http/errors.ts';
import { originOf } from '../http/origin.ts';
import { watchCacheBytes } from '../metrics/metrics.ts';
import { shareCaches } from '../cluster-caches.ts';
import { headTags } from './head-tags.ts';
import { matchAppRoute } from './route-match.ts';
import { PageCache, type Rendered } from './page-cache.ts';
import { loadPageRenderer } from './server-render.ts';
import { createShellHtml, type ShellHtml } from './shell-html.ts';

const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

const cacheControlFor = (distDir: string, file: string): string => {
  // A file sent from its brotli or gzip copy is named by the file it copies.
  const relative = path
    .relative(distDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (NO_CACHE.has(relative)) return 'no-cache';
  return 'public, max-age=86400';
};

const pathOf = (request: FastifyRequest): string => request.url.split('?')[0] ?? '/';

const LANG_IN_COOKIE = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=(\\w+)`);

/** The page's language: the address's ?lang=, then the visitor's saved choice, then Ukrainian. */
const langOf = (request: FastifyRequest, search: string): Lang => {
  const saved = LANG_IN_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  return langOfSearch(search) ?? LANGS.find((lang) => lang === saved) ?? DEFAULT_LANG;
};

/** An app route: a GET for a path whose last segment has no file extension. */
const isAppRoute = (request: FastifyRequest): boolean => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = pathOf(request);
  if (pathname.startsWith('/api/')) return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
};

export interface ClientOptions {
  /** The built client; without it only /api is served. */
  distDir: string | undefined;
  /** The built server render; without it pages are the bare shell, rendered in the browser. */
  serverRenderDir: string | undefined;
  publicUrl: string | undefined;
  /** Where rendered pages are kept with their gzip and brotli bytes. */
  answers: AnswerCache;
  /** The writes of every process: a kept page is checked again only after one. */
  writes: WriteWatch;
}

const PAGE_ANSWER: AnswerKind = {
  type: 'text/html; charset=utf-8',
  vary: 'Cookie, Accept-Encoding',
};

/**
 * Serves the built PWA from dist/: hashed assets immutable, the shell and service worker
 * no-cache. An app route gets its page rendered on the server into index.html, with the head
 * the page gave itself and its status (404 when the route or its tender, article, marketplace
 * or UI-kit element does not exist); missing assets and /api/* get a JSON 404. Without the
 * server render, an app route gets the bare shell with the generic head.
 */
export const serveClient = async (
  app: FastifyInstance,
  { distDir, serverRenderDir, publicUrl, answers, writes }: ClientOptions,
): Promise<void> => {
  const hasClient = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      // The brotli and gzip copies written beside each text file at build (precompress.ts).
      preCompressed: true,
      // A folder of dist/ (news/, with its images) is no page: /news/ is the app's news list.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', cacheControlFor(distDir, file));
        // The same address is sent as brotli, gzip or as it is, by Accept-Encoding.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  const shell = hasClient ? createShellHtml(path.join(distDir, 'index.html')) : undefined;
  const renderer = shell ? await loadPageRenderer(serverRenderDir, app) : undefined;

  const pages = renderer ? new PageCache(answers, renderer.readsCurrent, writes) : undefined;
  shareCaches(pages, answers);
  if (pages) watchCacheBytes('offered pages', () => pages.offeredBytes);

  /** The page at the request's address, rendered on the server into the shell. */
  const render = async (
    request: FastifyRequest,
    html: ShellHtml,
    lang: Lang,
    origin: string,
  ): Promise<Rendered> => {
    const pathname = pathOf(request);
    if (!renderer) {
      const status = matchAppRoute(pathname) ? 200 : 404;
      const head = headTags(undefined, { lang, origin, pathname, status });
      const page = await html.render({ lang, head });
      return { status, html: page, template: '', reads: [], countsDown: false };
    }
    const rendered = await renderer.renderPage(new Request(`${origin}${request.url}`), lang);
    if (rendered.kind === 'redirect') return { redirect: rendered };
    const head = headTags(rendered.head, { lang, origin, pathname, status: rendered.status });
    return {
      // A page made while the database did not answer says so (and is not kept).
      status: rendered.unavailable ? 503 : rendered.status,
      html: await html.render({ lang, head, page: rendered }),
      template: await html.template(),
      reads: rendered.reads,
      countsDown: rendered.countsDown,
    };
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, html: ShellHtml) => {
    const search = request.url.slice(pathOf(request).length);
    const lang = langOf(request, search);
    const origin = originOf(request, publicUrl);
    void reply.header('Cache-Control', 'no-cache');
    const sendStatus = (status: number): void => {
      void reply.code(status);
      if (status === 503) void reply.header('Retry-After', String(DATABASE_RETRY_AFTER_S));
    };
    // A link's language becomes the choice, also for a visitor without scripts.
    if (langOfSearch(search) !== undefined) void reply.header('Set-Cookie', langCookie(lang));
    if (!pages) {
      const page = await render(request, html, lang, origin);
      if ('redirect' in page) return reply.redirect(page.redirect.location, page.redirect.status);
      sendStatus(page.status);
      return reply.header('Vary', 'Cookie').type('text/html; charset=utf-8').send(page.html);
    }
    const page = await pages.answer(`page\n${lang}\n${origin}${request.url}`, () =>
      render(request, html, lang, origin),
    );
    if ('redirect' in page) return reply.redirect(page.redirect.location, page.redirect.status);
    sendStatus(page.status);
    if (page.status === 200 && sendNotModified(request, reply, page.version, PAGE_ANSWER)) {
      return reply;
    }
    sendEncoded(request, reply, page.answer, PAGE_ANSWER);
    return reply;
  };

  if (shell) app.get('/', (request, reply) => sendPage(request, reply, shell));

  app.setNotFoundHandler((request, reply: FastifyReply) => {
    if (shell && isAppRoute(request)) return sendPage(request, reply, shell);
    return sendError(reply, 404, `Nothing at ${request.method} ${request.url.slice(0, 200)}`);
  });
};
