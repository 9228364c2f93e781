import type { LoaderFunctionArgs, Params } from 'react-router-dom';
import type { Article, ArticleListResponse } from '../../../contract/articles';
import { notFound } from '../../lib/not-found';
import { unavailableOffline } from '../../lib/offline-route';
import { isOnline } from '../../lib/use-online';
import { fetchArticleList } from './api';
import { readNewsQuery } from './model/news-query';
import type { NewsQuery } from './model/news-query';

export interface ArticleLoaderData {
  /** Undefined when the load failed (offline): the page shows without it. */
  article: Article | undefined;
}

/**
 * An article the server does not know is the not-found page, like an unknown tender. One read
 * before is kept on the device (see article-load.ts), loaded with the route, off the first page.
 */
export async function articleLoader({ params }: LoaderFunctionArgs): Promise<ArticleLoaderData> {
  const id = params.id ?? '';
  const { loadArticle } = await import('./article-load');
  const article = await loadArticle(id).then(
    (loaded) => loaded.article,
    (error: unknown) => {
      console.error(`Article ${id} failed to load`, error);
      return undefined;
    },
  );
  if (article === null) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404 response
    throw notFound();
  }
  return { article };
}

/** What the loader keeps for offline reading, done in the browser for a server-rendered page. */
export const keepArticle = ({ article }: ArticleLoaderData, params: Params): void => {
  if (article) {
    void import('./article-load').then(({ keepRenderedArticle }) => {
      keepRenderedArticle(params.id ?? '', article);
    });
  }
};

export interface NewsLoaderData {
  query: NewsQuery;
  answer: ArticleListResponse;
  failed: boolean;
}

/** The list page the address asks for (`?page=`, `?group=`); offline and not held, it says so. */
export async function newsLoader({ request }: LoaderFunctionArgs): Promise<NewsLoaderData> {
  const query = readNewsQuery(new URL(request.url).search);
  const { answer, failed } = await fetchArticleList(query, undefined, request.signal);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's response
  if (failed && !isOnline()) throw unavailableOffline();
  return { query, answer, failed };
}
