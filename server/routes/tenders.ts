import type { FastifyInstance } from 'fastify';
import type { ItemResponse } from '../../contract/api.ts';
import type { Tender } from '../../contract/tender.ts';
import type { Database } from '../db/database.ts';
import { findTender } from '../db/tenders.ts';
import { sendError } from '../http/errors.ts';

const ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

export const tenderRoutes = (app: FastifyInstance, db: Database): void => {
  app.get<{ Params: { id: string } }>('/api/tenders/:id', async (request, reply) => {
    const { id } = request.params;
    if (!ID_PATTERN.test(id)) {
      return sendError(reply, 404, `Tender "${id.slice(0, 64)}" not found`);
    }
    const tender = await findTender(db, id);
    if (!tender) return sendError(reply, 404, `Tender "${id}" not found`);
    const body: ItemResponse<Tender> = { data: tender };
    return body;
  });
};
