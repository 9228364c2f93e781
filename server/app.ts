import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  DEFAULT_LIMITS,
  DEFAULT_TENDER_CACHE_MB,
  type ServerLimits,
  type VapidConfig,
} from './config.ts';
import type { Database } from './db/database.ts';
import type { DictionaryStore } from './dictionaries.ts';
import { AnswerCache, COMPRESSION_THRESHOLD } from './http/answer-cache.ts';
import { onFrameworkError, registerErrorHandling } from './http/errors.ts';
import { isInnerRead } from './http/inner-read.ts';
import { fastifyLimits } from './http/limits.ts';
import { registerOpenApi } from './http/openapi.ts';
import { parseQuery } from './http/query.ts';
import { REQUEST_AJV_OPTIONS, schemaErrorFormatter } from './http/schema-errors.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { watchCacheBytes, watchNewestChange } from './metrics/metrics.ts';
import { metricsRoutes } from './metrics/route.ts';
import { articleRoutes } from './routes/articles.ts';
import { entityRoutes } from './routes/entities.ts';
import { flagRoutes } from './routes/flags.ts';
import { healthRoutes } from './routes/health.ts';
import { marketplaceRoutes } from './routes/marketplaces.ts';
import { ocdsRoutes } from './routes/ocds.ts';
import { searchRoutes } from './routes/search.ts';
import { searchCsvRoutes } from './routes/search-csv.ts';
import { feedRoutes } from './routes/feeds.ts';
import { watchRoutes } from './routes/watches.ts';
import { DEFAULT_PUSH_SERVICE_HOSTS } from './watches/push-endpoint.ts';
import { vapidKeys } from './watches/vapid.ts';
import { staticDataRoutes } from './routes/static-data.ts';
import { statsRoutes } from './routes/stats.ts';
import { orgRoutes } from './routes/orgs.ts';
import { tenderTabRoutes } from './routes/tender-tabs.ts';
import { tenderRoutes } from './routes/tenders.ts';
import { serveClient } from './static/client.ts';

/** A request's address as logged: a watch's token, its only key, is left out. */
const withoutTokens = (url: string): string =>
  url.replace(/^(\/api\/watches\/|\/feeds\/watch\/)[^/?.]+/, '$1…');

export interface AppOptions {
  db: Database;
  dictionaries: DictionaryStore;
  /** The built client to serve; omitted for an API-only app (dev server, tests). */
  distDir?: string;
  /** The built server render; omitted, pages are rendered in the browser alone. */
  serverRenderDir?: string;
  logLevel?: string;
  limits?: ServerLimits;
  /** Believe X-Forwarded-* from a reverse proxy (TRUST_PROXY). */
  trustProxy?: boolean;
  /** The public origin of canonical links (PUBLIC_URL); else the request's own. */
  publicUrl?: string;
  /** Bytes of encoded tender, tab and entity answers and rendered pages kept in memory (TENDER_CACHE_MB). */
  tenderCacheBytes?: number;
  /** GET /metrics is served to `Authorization: Bearer <this>` only; unset, not at all. */
  metricsToken?: string;
  /** The push services a watch may name (PUSH_SERVICE_HOSTS). */
  pushServiceHosts?: readonly string[];
  /** Watches one client address may create an hour (WATCH_CREATIONS_PER_HOUR). */
  watchCreationsPerHour?: number;
  /** The VAPID key pair and contact (VAPID_*); unset, the pair kept in the database. */
  vapid?: VapidConfig;
}

/**
 * The Fastify app: /api/* and, with distDir, the PWA. One line is logged per request; the reads
 * a page's render makes of the API are logged at debug level.
 */
export const buildApp = async ({
  db,
  dictionaries,
  distDir,
  serverRenderDir,
  logLevel = 'silent',
  limits = DEFAULT_LIMITS,
  trustProxy = false,
  publicUrl,
  tenderCacheBytes = DEFAULT_TENDER_CACHE_MB * 2 ** 20,
  metricsToken,
  pushServiceHosts = DEFAULT_PUSH_SERVICE_HOSTS,
  watchCreationsPerHour = 30,
  vapid = { keys: undefined, subject: 'mailto:portal@localhost' },
}: AppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: { level: logLevel },
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { querystringParser: parseQuery, maxParamLength: 1000 },
    ...fastifyLimits(limits),
    trustProxy,
    frameworkErrors: onFrameworkError,
    ajv: { customOptions: REQUEST_AJV_OPTIONS },
    schemaErrorFormatter,
  });

  app.addHook('onResponse', async (request, reply) => {
    const line = `${request.method} ${withoutTokens(request.url)} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`;
    if (isInnerRead()) request.log.debug(line);
    else request.log.info(line);
  });
  await registerOpenApi(app);
  metricsRoutes(app, metricsToken);
  // Search is called with POST and no body; an empty or non-JSON body is ignored.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, _body, done) => {
    done(null, undefined);
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: COMPRESSION_THRESHOLD });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-cache');
    }
  });

  healthRoutes(app, db);
  watchNewestChange(async () => {
    const { rows } = await db.query<{ seconds: number | null }>(
      'SELECT extract(epoch FROM max(date_modified))::float8 AS seconds FROM tenders',
    );
    return rows[0]?.seconds ?? undefined;
  });
  const tenderAnswers = new AnswerCache(tenderCacheBytes);
  watchCacheBytes('answers', () => tenderAnswers.bytes);
  const writes = await db.watchWrites();
  app.addHook('onClose', () => writes.close());
  tenderRoutes(app, db, tenderAnswers, writes);
  tenderTabRoutes(app, db, tenderAnswers);
  entityRoutes(app, db, tenderAnswers);
  staticDataRoutes(app, dictionaries);
  marketplaceRoutes(app, dictionaries);
  articleRoutes(app, db);
  statsRoutes(app, db);
  flagRoutes(app, db);
  orgRoutes(app, db, dictionaries, { answers: tenderAnswers, writes });
  searchRoutes(app, db);
  searchCsvRoutes(app, db, publicUrl, dictionaries);
  feedRoutes(app, db, publicUrl, dictionaries);
  await watchRoutes(app, db, dictionaries, {
    publicUrl,
    vapid: () => vapidKeys({ query: db.write }, vapid),
    pushServiceHosts,
    creationsPerHour: watchCreationsPerHour,
  });
  ocdsRoutes(app, db, tenderAnswers, publicUrl);
  await serveClient(app, {
    distDir,
    serverRenderDir,
    publicUrl,
    answers: tenderAnswers,
    writes,
  });

  return app;
};
