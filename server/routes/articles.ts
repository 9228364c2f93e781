import type { FastifyInstance } from 'fastify';
import type { ItemResponse } from '../../contract/api.ts';
import { ARTICLE_PAGING, type Article, type ArticleListResponse } from '../../contract/articles.ts';
import { findArticle, listArticles } from '../articles/store.ts';
import { isArticleKey } from '../articles/validate.ts';
import type { Database } from '../db/database.ts';
import { sendError } from '../http/errors.ts';
import { errorAnswers } from '../http/openapi.ts';
import { positiveInt } from '../http/params.ts';
import { ArticleAnswerSchema, ArticleListAnswerSchema } from '../../contract/schemas/answers.ts';
import { ArticleListQuerySchema, ArticleParamsSchema } from '../../contract/schemas/requests.ts';

const listSchema = {
  summary: 'Articles',
  description:
    'A page of articles, newest first. An empty group is ignored; a malformed one is a 400, ' +
    'an unknown one an empty list.',
  querystring: ArticleListQuerySchema,
  response: { 200: ArticleListAnswerSchema, ...errorAnswers(400) },
};

const articleSchema = {
  summary: 'An article',
  description: 'One article by its id or slug.',
  params: ArticleParamsSchema,
  response: { 200: ArticleAnswerSchema, ...errorAnswers(404) },
};

export const articleRoutes = (app: FastifyInstance, db: Database): void => {
  app.get<{ Querystring: { group?: string } }>(
    '/api/articles',
    { schema: listSchema },
    async (request) => {
      const query = request.query as Record<string, unknown>;
      const perPage = positiveInt(
        query,
        'per_page',
        ARTICLE_PAGING.defaultPerPage,
        ARTICLE_PAGING.maxPerPage,
      );
      const page = positiveInt(query, 'page', 1, ARTICLE_PAGING.maxPage);
      const { items, total } = await listArticles(db, {
        // The schema refused a group that is not a slug: an empty one is ignored.
        group: request.query.group || undefined,
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      const body: ArticleListResponse = {
        data: items,
        meta: { current_page: page, per_page: perPage, total },
      };
      return body;
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/articles/:id',
    { schema: articleSchema },
    async (request, reply) => {
      const { id } = request.params;
      const article = isArticleKey(id) ? await findArticle(db, id) : null;
      if (!article) return sendError(reply, 404, `Article "${id.slice(0, 100)}" not found`);
      const body: ItemResponse<Article> = { data: article };
      return body;
    },
  );
};
