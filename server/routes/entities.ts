import type { FastifyInstance } from 'fastify';
import type { ItemResponse } from '../../contract/api.ts';
import type { Database, Queryable } from '../db/database.ts';
import { findFramework, findPlan, findProduct } from '../db/entities/lookups.ts';
import type { AnswerCache } from '../http/answer-cache.ts';
import { answerOrHeld, sendJsonAnswer } from '../http/cached-answer.ts';
import { sendError } from '../http/errors.ts';

/**
 * An internal id or a human id: planID, prettyID, or a product's identifier (a barcode or a
 * vendor's code). Anything else is answered 400 without a query.
 */
export const ENTITY_KEY_PATTERN = /^[\p{L}\p{N}._-]{1,64}$/u;

interface EntityRoute {
  path: string;
  /** The object's name in messages and in the answer cache's keys. */
  noun: string;
  find: (db: Queryable, key: string) => Promise<{ id: string } | null>;
}

const ROUTES: EntityRoute[] = [
  { path: '/api/plans/:id', noun: 'plan', find: findPlan },
  { path: '/api/frameworks/:id', noun: 'framework', find: findFramework },
  { path: '/api/products/:id', noun: 'product', find: findProduct },
];

/**
 * GET /api/plans/:id, /api/frameworks/:id, /api/products/:id: `{data}` (ItemResponse of Plan,
 * Framework, CatalogueObject) with an ETag of its JSON; a matching If-None-Match is answered 304.
 */
export const entityRoutes = (app: FastifyInstance, db: Database, answers: AnswerCache): void => {
  for (const { path, noun, find } of ROUTES) {
    app.get<{ Params: { id: string } }>(path, { compress: false }, async (request, reply) => {
      const { id } = request.params;
      if (!ENTITY_KEY_PATTERN.test(id)) {
        return sendError(
          reply,
          400,
          `A ${noun} id is 1 to 64 letters, digits, dots, underscores or dashes`,
        );
      }
      return answerOrHeld(request, reply, answers, `${noun}:${id}`, async () => {
        const found = await find(db, id);
        if (!found) return sendError(reply, 404, `The ${noun} "${id}" was not found`);
        const answer: ItemResponse<unknown> = { data: found };
        await sendJsonAnswer(request, reply, answers, `${noun}:${found.id}`, answer);
      });
    });
  }
};
