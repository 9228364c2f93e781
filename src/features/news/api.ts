import type { Article, ArticleListResponse, ArticlesMeta } from '../../../contract/articles';
import { ArticleAnswerSchema, ArticleListAnswerSchema } from '../../../contract/schemas/answers';
import { fitted } from '../../lib/fits-schema';
import { http as defaultHttp, isHttpStatus } from '../../lib/http';
import type { Http } from '../../lib/http';
import { articleListPath } from './model/news-query';
import type { NewsQuery } from './model/news-query';

/** GET /api/articles/:id (id or slug); null when the server has no such article. */
export async function fetchArticle(id: string, http: Http = defaultHttp): Promise<Article | null> {
  try {
    const answer: unknown = await http.get(`articles/${encodeURIComponent(id)}`).json();
    return fitted(ArticleAnswerSchema, answer, `articles/${id}`).data;
  } catch (error) {
    if (isHttpStatus(error, 404)) return null;
    throw error;
  }
}

/** The paging before results arrive, and after a failure. */
export const DEFAULT_ARTICLES_META: ArticlesMeta = { current_page: 1, per_page: 1, total: 1 };

export interface ArticleListOutcome {
  answer: ArticleListResponse;
  /** The list failed to load (logged): empty, with the default paging. */
  failed: boolean;
}

/** GET /api/articles with the address's page and group. */
export async function fetchArticleList(
  query: NewsQuery,
  http: Http = defaultHttp,
  signal?: AbortSignal,
): Promise<ArticleListOutcome> {
  try {
    const answer: unknown = await http.get(articleListPath(query), { signal }).json();
    return { answer: fitted(ArticleListAnswerSchema, answer, 'articles'), failed: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('The article list failed to load', error);
    return { answer: { data: [], meta: DEFAULT_ARTICLES_META }, failed: true };
  }
}
