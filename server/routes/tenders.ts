import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { tenderVersions } from '../db/tender-versions.ts';
import { findTenderAnswer } from '../db/tenders.ts';
import type { AnswerCache } from '../http/answer-cache.ts';
import { sendCachedAnswer } from '../http/cached-answer.ts';
import { sendError } from '../http/errors.ts';

/** An internal id or a tenderID: anything else is not a tender, without a query. */
export const TENDER_KEY_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

export const tenderRoutes = async (
  app: FastifyInstance,
  db: Database,
  answers: AnswerCache,
): Promise<void> => {
  const versions = await tenderVersions(db);
  app.addHook('onClose', () => versions.close());

  app.get<{ Params: { id: string } }>(
    '/api/tenders/:id',
    { compress: false },
    async (request, reply) => {
      const { id } = request.params;
      const notFound = () => sendError(reply, 404, `Tender "${id.slice(0, 64)}" not found`);
      const version = TENDER_KEY_PATTERN.test(id) ? await versions.read(id) : null;
      if (!version) return notFound();
      // The stored text is the ItemResponse<Tender> of contract/api.ts.
      const sent = await sendCachedAnswer(request, reply, answers, {
        key: version.id,
        hash: version.hash,
        read: () => findTenderAnswer(db, version.id),
      });
      return sent ? reply : notFound();
    },
  );
};
