import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { tenderReader } from '../db/tender-reader.ts';
import type { WriteWatch } from '../db/write-watch.ts';
import type { AnswerCache } from '../http/answer-cache.ts';
import { answerOrHeld, sendEncoded, sendNotModified } from '../http/cached-answer.ts';
import { versionNamedBy } from '../http/entity-tag.ts';
import { sendError } from '../http/errors.ts';
import { errorAnswers, NOT_MODIFIED } from '../http/openapi.ts';
import { TenderAnswerSchema } from '../../contract/schemas/answers.ts';
import { TenderParamsSchema } from '../../contract/schemas/requests.ts';

/** An internal id or a tenderID (a second stage ends in ".2"): anything else is not a tender, without a query. */
export const TENDER_KEY_PATTERN = /^[A-Za-z0-9.-]{1,64}$/;

/**
 * GET /api/tenders/:id: one query, or none when no process has written since it was last read,
 * reads the tender's version and its JSON only when neither the kept bytes nor the client's
 * If-None-Match are of that version.
 */
export const tenderRoutes = (
  app: FastifyInstance,
  db: Database,
  answers: AnswerCache,
  writes: WriteWatch,
): void => {
  const reader = tenderReader(db, writes);
  app.addHook('onClose', (_instance, done) => {
    reader.close();
    done();
  });

  app.get<{ Params: { id: string } }>(
    '/api/tenders/:id',
    {
      compress: false,
      schema: {
        summary: 'A tender',
        description:
          'The tender with its red flags, with an ETag: a matching If-None-Match is a 304. ' +
          'An id that is no tender’s is a 404.',
        params: TenderParamsSchema,
        response: { 200: TenderAnswerSchema, 304: NOT_MODIFIED, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const notFound = () => sendError(reply, 404, `Tender "${id.slice(0, 64)}" not found`);
      if (!TENDER_KEY_PATTERN.test(id)) return notFound();
      // While no database answers, the copy kept here is sent as it is.
      return answerOrHeld(request, reply, answers, id, async () => {
        const kept = answers.peek(id);
        const held = kept?.hash ?? versionNamedBy(request.headers['if-none-match']) ?? null;
        const tender = await reader.read(id, held);
        if (!tender) return notFound();
        if (sendNotModified(request, reply, tender.hash)) return reply;

        // Asked of the cache whatever was kept, so that a tender read for the first time counts
        // as a miss; kept may have been dropped meanwhile, and is sent all the same.
        const answer = answers.get(id, tender.hash) ?? (kept?.hash === tender.hash && kept);
        if (answer) {
          sendEncoded(request, reply, answer);
          return reply;
        }
        // Held only as the client's If-None-Match, which did not match after all: read it whole.
        const body = tender.body ?? (await reader.read(id, null))?.body;
        if (!body) return notFound();
        // The text is the ItemResponse<Tender> of contract/api.ts.
        sendEncoded(request, reply, await answers.keep(id, tender.hash, body));
        return reply;
      });
    },
  );
};
