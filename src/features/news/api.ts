import type { ItemResponse } from '../../../contract/api';
import type { Article, ArticleListResponse, ArticlesMeta } from '../../../contract/articles';
import { http as defaultHttp, isHttpStatus } from '../../lib/http';
import type { Http } from '../../lib/http';
import { articleListPath } from './model/news-query';
import type { NewsQuery } from './model/news-query';

/** GET /api/articles/:id (id or slug); null when the server has no such article. */
export async function fetchArticle(id: string, http: Http = defaultHttp): Promise<Article | null> {
  try {
    const answer = await http
      .get(`articles/${encodeURIComponent(id)}`)
      .json<ItemResponse<Article>>();
    return answer.data;
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

const isArticleList = (value: unknown): value is ArticleListResponse => {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Partial<ArticleListResponse>;
  return Array.isArray(answer.data) && typeof answer.meta?.total === 'number';
};

/** GET /api/articles with the address's page and group. */
export async function fetchArticleList(
  query: NewsQuery,
  http: Http = defaultHttp,
  signal?: AbortSignal,
): Promise<ArticleListOutcome> {
  try {
    const answer: unknown = await http.get(articleListPath(query), { signal }).json();
    if (!isArticleList(answer)) throw new TypeError('articles: unexpected answer');
    return { answer, failed: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('The article list failed to load', error);
    return { answer: { data: [], meta: DEFAULT_ARTICLES_META }, failed: true };
  }
}
