import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ItemResponse } from '../../contract/api.ts';
import type { Database, Queryable } from '../db/database.ts';
import { findFramework, findPlan, findProduct } from '../db/entities/lookups.ts';
import type { AnswerCache } from '../http/answer-cache.ts';
import { answerOrHeld, sendJsonAnswer } from '../http/cached-answer.ts';
import { sendError } from '../http/errors.ts';
import { errorAnswers, NOT_MODIFIED } from '../http/openapi.ts';
import {
  FrameworkAnswerSchema,
  PlanAnswerSchema,
  ProductAnswerSchema,
} from '../../contract/schemas/answers.ts';
import { entityParamsSchema } from '../../contract/schemas/requests.ts';

interface EntityRoute {
  path: string;
  /** The object's name in messages and in the answer cache's keys. */
  noun: string;
  find: (db: Queryable, key: string) => Promise<{ id: string } | null>;
  /**
   * Its id: the internal one or a human one (planID, prettyID, or a product's identifier: a
   * barcode or a vendor's code); anything else is answered 400 by the schema, without a query.
   */
  params: ReturnType<typeof entityParamsSchema>;
  answer: TSchema;
}

const ROUTES: EntityRoute[] = [
  {
    path: '/api/plans/:id',
    noun: 'plan',
    find: findPlan,
    params: entityParamsSchema(
      'plan',
      'The internal id or the planID (`UA-P-…`).',
      'UA-P-2023-11-06-000791-b',
    ),
    answer: PlanAnswerSchema,
  },
  {
    path: '/api/frameworks/:id',
    noun: 'framework',
    find: findFramework,
    params: entityParamsSchema(
      'framework',
      'The internal id or the prettyID (`UA-F-…`).',
      'UA-F-2027-01-01-000004',
    ),
    answer: FrameworkAnswerSchema,
  },
  {
    path: '/api/products/:id',
    noun: 'product',
    find: findProduct,
    params: entityParamsSchema(
      'product',
      'The internal id or the product’s identifier (a barcode, a vendor code).',
      '463234567819',
    ),
    answer: ProductAnswerSchema,
  },
];

/**
 * GET /api/plans/:id, /api/frameworks/:id, /api/products/:id: `{data}` (ItemResponse of Plan,
 * Framework, CatalogueObject) with an ETag of its JSON; a matching If-None-Match is answered 304.
 */
export const entityRoutes = (app: FastifyInstance, db: Database, answers: AnswerCache): void => {
  for (const { path, noun, find, params, answer: answerSchema } of ROUTES) {
    const schema = {
      summary: `A ${noun}`,
      description: `The ${noun}, with an ETag: a matching If-None-Match is a 304.`,
      params,
      response: { 200: answerSchema, 304: NOT_MODIFIED, ...errorAnswers(400, 404) },
    };
    app.get<{ Params: { id: string } }>(
      path,
      { compress: false, schema },
      async (request, reply) => {
        const { id } = request.params;
        return answerOrHeld(request, reply, answers, `${noun}:${id}`, async () => {
          const found = await find(db, id);
          if (!found) return sendError(reply, 404, `The ${noun} "${id}" was not found`);
          const answer: ItemResponse<unknown> = { data: found };
          await sendJsonAnswer(request, reply, answers, `${noun}:${found.id}`, answer);
        });
      },
    );
  }
};
