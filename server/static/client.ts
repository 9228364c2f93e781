import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANG, LANGS, type Lang } from '../../contract/api.ts';
import { langOfSearch } from '../../src/lib/lang-url.ts';
import { LANG_COOKIE, langCookie } from '../../src/lib/server-rendered.ts';
import { DatabaseUnavailableError, type Database } from '../db/database.ts';
import type { WriteWatch } from '../db/write-watch.ts';
import type { DictionaryStore } from '../dictionaries.ts';
import type { AnswerCache } from '../http/answer-cache.ts';
import { sendEncoded, sendNotModified, type AnswerKind } from '../http/cached-answer.ts';
import { DATABASE_RETRY_AFTER_S, sendError } from '../http/errors.ts';
import { originOf } from '../http/origin.ts';
import { previewHeadTags } from './head-tags.ts';
import { createPageResolver, type PageAnswer as PageOfAddress } from './previews.ts';
import { matchAppRoute } from './route-match.ts';
import { PageCache, type Rendered } from './page-cache.ts';
import { loadPageRenderer } from './server-render.ts';
import { createShellHtml, type ShellHtml } from './shell-html.ts';

const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

const cacheControlFor = (distDir: string, file: string): string => {
  const relative = path.relative(distDir, file).split(path.sep).join('/');
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
  if (pathname.startsWith('/api/') || pathname === '/api') return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
};

export interface ClientOptions {
  /** The built client; without it only /api is served. */
  distDir: string | undefined;
  /** The built server render; without it pages are the bare shell, rendered in the browser. */
  serverRenderDir: string | undefined;
  db: Database;
  dictionaries: DictionaryStore;
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
 * no-cache. An app route gets index.html with its link preview in the head, status 404 when
 * the route or its tender, article, marketplace or UI-kit element does not exist (the SPA
 * then shows its not-found page); missing assets and /api/* get a JSON 404.
 */
export const serveClient = async (
  app: FastifyInstance,
  { distDir, serverRenderDir, db, dictionaries, publicUrl, answers, writes }: ClientOptions,
): Promise<void> => {
  const hasClient = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', cacheControlFor(distDir, file));
      },
    });
  }

  const shell = hasClient ? createShellHtml(path.join(distDir, 'index.html')) : undefined;
  const resolvePage = createPageResolver(db, dictionaries);
  const renderer = shell ? await loadPageRenderer(serverRenderDir, app) : undefined;

  const pages = renderer ? new PageCache(answers, renderer.readsCurrent, writes) : undefined;

  /**
   * The page behind the address, or, while no database answers, a page that exists with the
   * generic preview: the page still loads (status 503, see below) instead of failing.
   */
  const resolveOrUnavailable = async (
    pathname: string,
    lang: Lang,
    search: string,
  ): Promise<PageOfAddress & { unavailable?: true }> => {
    try {
      return await resolvePage(matchAppRoute(pathname), lang, search);
    } catch (error) {
      if (!(error instanceof DatabaseUnavailableError)) throw error;
      return { status: 200, preview: undefined, unavailable: true };
    }
  };

  /** The page at the request's address, rendered on the server into the shell. */
  const render = async (
    request: FastifyRequest,
    html: ShellHtml,
    lang: Lang,
    origin: string,
  ): Promise<Rendered> => {
    const pathname = pathOf(request);
    const search = request.url.slice(pathname.length);
    const page = await resolveOrUnavailable(pathname, lang, search);
    if (page.movedTo !== undefined) {
      return { redirect: { status: 301, location: `${page.movedTo}${search}` } };
    }
    if (!renderer) {
      const head = previewHeadTags(page, { lang, origin, pathname });
      return {
        status: page.unavailable ? 503 : page.status,
        html: await html.render({ lang, head }),
        template: '',
        reads: [],
      };
    }
    const rendered = await renderer.renderPage(new Request(`${origin}${request.url}`), lang);
    if (rendered.kind === 'redirect') return { redirect: rendered };
    // A rendered page holds its data: the API answer its loader would fetch is not preloaded.
    const head = previewHeadTags({ ...page, preload: [] }, { lang, origin, pathname });
    return {
      // A page made while the database did not answer says so (and is not kept).
      status:
        page.unavailable || rendered.unavailable ? 503 : Math.max(page.status, rendered.status),
      html: await html.render({ lang, head, page: rendered }),
      template: await html.template(),
      reads: rendered.reads,
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
