import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { findTenderAnswer } from '../db/tenders.ts';
import { sendError } from '../http/errors.ts';

/** An internal id or a tenderID: anything else is not a tender, without a query. */
export const TENDER_KEY_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

export const tenderRoutes = (app: FastifyInstance, db: Database): void => {
  app.get<{ Params: { id: string } }>('/api/tenders/:id', async (request, reply) => {
    const { id } = request.params;
    if (!TENDER_KEY_PATTERN.test(id)) {
      return sendError(reply, 404, `Tender "${id.slice(0, 64)}" not found`);
    }
    const answer = await findTenderAnswer(db, id);
    if (answer === null) return sendError(reply, 404, `Tender "${id}" not found`);
    // The stored text is the ItemResponse<Tender> of contract/api.ts.
    return reply.type('application/json; charset=utf-8').send(answer);
  });
};
