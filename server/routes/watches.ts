import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';
import { findByKey } from '../db/find-by-key.ts';
import type { DictionaryStore } from '../dictionaries.ts';
import { watchFeedXml } from '../feeds/watch-feed.ts';
import { BadRequestError, sendError } from '../http/errors.ts';
import { documentAnswer, errorAnswers } from '../http/openapi.ts';
import { originOf } from '../http/origin.ts';
import {
  PushKeyAnswerSchema,
  WatchAnswerSchema,
  WatchCreatedSchema,
} from '../../contract/schemas/answers.ts';
import {
  FeedFileParamsSchema,
  WatchBodySchema,
  WatchParamsSchema,
} from '../../contract/schemas/requests.ts';
import { csvLabels } from '../search/csv/labels.ts';
import { parseWatch, type WatchBody } from '../watches/parse-watch.ts';
import {
  createWatch,
  deleteWatch,
  readWatch,
  readWatchEvents,
  type StoredWatch,
} from '../watches/store.ts';
import { isToken } from '../watches/token.ts';
import type { Vapid } from '../watches/vapid.ts';

/** A watch's body: a query string and a push subscription fit many times over. */
const WATCH_BODY_LIMIT = 4096;

export interface WatchRouteOptions {
  publicUrl: string | undefined;
  /** The VAPID key pair, read (or made) when first asked for. */
  vapid: () => Promise<Vapid>;
  pushServiceHosts: readonly string[];
  creationsPerHour: number;
}

const feedPath = (token: string) => `/feeds/watch/${token}.atom`;

const createSchema = {
  summary: 'Make a watch',
  description:
    'A watch of a tender search or of a tender: its token, the watch’s only key, and its feed. ' +
    '400 naming what is wrong, 413 over 4 KB, 429 past the hourly limit.',
  body: WatchBodySchema,
  response: { 201: WatchCreatedSchema, ...errorAnswers(400, 413, 429) },
};

const readSchema = {
  summary: 'A watch',
  description: 'The watch and its 50 latest events.',
  params: WatchParamsSchema,
  response: { 200: WatchAnswerSchema, ...errorAnswers(404) },
};

const deleteSchema = {
  summary: 'Delete a watch',
  params: WatchParamsSchema,
  response: {
    204: { type: 'null', description: 'Deleted.' },
    ...errorAnswers(404),
  },
};

const pushKeySchema = {
  summary: 'The push key',
  description: 'The VAPID public key a browser subscribes with.',
  response: { 200: PushKeyAnswerSchema, ...errorAnswers() },
};

const watchFeedSchema = {
  summary: 'A watch’s events as Atom',
  description: 'Each event links the tender page’s tab.',
  params: FeedFileParamsSchema('The watch’s token, then `.atom`.'),
  response: {
    200: documentAnswer('application/atom+xml', 'An Atom feed.'),
    ...errorAnswers(404),
  },
};

const notFound = (reply: FastifyReply) =>
  sendError(
    reply,
    404,
    'No watch has this token: it was deleted, or forgotten after 90 days unused',
  );

/** The watched tender's tenderID, or undefined for a search watch. */
const tenderIdOf = async (db: Database, watch: StoredWatch): Promise<string | undefined> =>
  watch.tenderId === null
    ? undefined
    : ((await findByKey<{ tender_id: string }>(db, 'tenders', 'tender_id', watch.tenderId))
        ?.tender_id ?? watch.tenderId);

/**
 * Watches, without accounts: POST /api/watches answers a token, the watch's only key, and the
 * address of its feed; GET and DELETE /api/watches/:token read and remove it; GET
 * /feeds/watch/:token.atom is its events as Atom; GET /api/push/key is the VAPID public key a
 * browser subscribes with. Creation is limited per client address.
 */
export const watchRoutes = async (
  app: FastifyInstance,
  db: Database,
  dictionaries: DictionaryStore,
  { publicUrl, vapid, pushServiceHosts, creationsPerHour }: WatchRouteOptions,
): Promise<void> => {
  // Creating, reading (it marks the watch used) and deleting write: on the primary.
  const primary: Queryable = { query: db.write };
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false });
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WATCH_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(new BadRequestError('The body is not JSON'));
        }
      },
    );

    scope.post(
      '/api/watches',
      {
        bodyLimit: WATCH_BODY_LIMIT,
        schema: createSchema,
        config: { rateLimit: { max: creationsPerHour, timeWindow: '1 hour' } },
      },
      async (request, reply) => {
        const input = parseWatch(request.body as WatchBody, pushServiceHosts);
        let token: string;
        if (input.kind === 'tender') {
          const tender = await findByKey<{ id: string }>(db, 'tenders', 'id', input.id);
          if (!tender) throw new BadRequestError(`No tender has the tenderID or id "${input.id}"`);
          token = await createWatch(primary, { ...input, tenderId: tender.id });
        } else {
          token = await createWatch(primary, input);
        }
        return reply
          .code(201)
          .header('Cache-Control', 'no-store')
          .send({ token, feed: originOf(request, publicUrl) + feedPath(token) });
      },
    );

    let keys: Promise<Vapid> | undefined;
    scope.get('/api/push/key', { schema: pushKeySchema }, async (_request, reply) => {
      keys ??= vapid().catch((error: unknown) => {
        keys = undefined;
        throw error;
      });
      return reply
        .header('Cache-Control', 'public, max-age=3600')
        .send({ key: (await keys).publicKey });
    });

    scope.get<{ Params: { token: string } }>(
      '/api/watches/:token',
      { schema: readSchema },
      async (request, reply) => {
        const { token } = request.params;
        const watch = isToken(token) ? await readWatch(primary, token) : undefined;
        if (!watch) return notFound(reply);
        const tenderID = await tenderIdOf(db, watch);
        return reply.header('Cache-Control', 'no-store').send({
          kind: watch.kind,
          ...(watch.kind === 'search' ? { query: watch.query } : { tender: tenderID }),
          lang: watch.lang,
          push: watch.push !== null,
          createdAt: watch.createdAt,
          notifiedAt: watch.notifiedAt,
          feed: originOf(request, publicUrl) + feedPath(token),
          events: await readWatchEvents(db, token),
        });
      },
    );

    scope.delete<{ Params: { token: string } }>(
      '/api/watches/:token',
      { schema: deleteSchema },
      async (request, reply) => {
        const { token } = request.params;
        if (!isToken(token) || !(await deleteWatch(primary, token))) return notFound(reply);
        return reply.code(204).send();
      },
    );

    scope.get<{ Params: { file: string } }>(
      '/feeds/watch/:file',
      { schema: watchFeedSchema },
      async (request, reply) => {
        const token = request.params.file.replace(/\.atom$/, '');
        const watch =
          request.params.file.endsWith('.atom') && isToken(token)
            ? await readWatch(primary, token)
            : undefined;
        if (!watch) return notFound(reply);
        const origin = originOf(request, publicUrl);
        const xml = watchFeedXml({
          watch,
          tenderID: await tenderIdOf(db, watch),
          events: await readWatchEvents(db, token),
          origin,
          self: origin + feedPath(token),
          labels: csvLabels('tender', watch.lang, dictionaries),
        });
        return reply
          .type('application/atom+xml; charset=utf-8')
          .header('Cache-Control', 'private, max-age=60')
          .send(xml);
      },
    );
  });
};
