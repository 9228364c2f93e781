import type { FastifyInstance } from 'fastify';
import type { ItemResponse } from '../../contract/api.ts';
import { ARTICLE_PAGING, type Article, type ArticleListResponse } from '../../contract/articles.ts';
import { findArticle, listArticles } from '../articles/store.ts';
import { isArticleKey, isSlug } from '../articles/validate.ts';
import type { Database } from '../db/database.ts';
import { BadRequestError, sendError } from '../http/errors.ts';
import { optionalString, positiveInt } from '../http/params.ts';

/** An empty group is ignored (spec §5); a malformed one is a 400, an unknown one an empty list. */
const readGroup = (query: Record<string, unknown>): string | undefined => {
  const group = optionalString(query, 'group');
  if (group === undefined || group === '') return undefined;
  if (!isSlug(group)) {
    throw new BadRequestError('"group" must be a group slug: latin lower case, digits, hyphens');
  }
  return group;
};

export const articleRoutes = (app: FastifyInstance, db: Database): void => {
  app.get('/api/articles', async (request) => {
    const query = request.query as Record<string, unknown>;
    const perPage = positiveInt(
      query,
      'per_page',
      ARTICLE_PAGING.defaultPerPage,
      ARTICLE_PAGING.maxPerPage,
    );
    const page = positiveInt(query, 'page', 1, ARTICLE_PAGING.maxPage);
    const { items, total } = await listArticles(db, {
      group: readGroup(query),
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    const body: ArticleListResponse = {
      data: items,
      meta: { current_page: page, per_page: perPage, total },
    };
    return body;
  });

  app.get<{ Params: { id: string } }>('/api/articles/:id', async (request, reply) => {
    const { id } = request.params;
    const article = isArticleKey(id) ? await findArticle(db, id) : null;
    if (!article) return sendError(reply, 404, `Article "${id.slice(0, 100)}" not found`);
    const body: ItemResponse<Article> = { data: article };
    return body;
  });
};
