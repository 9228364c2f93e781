import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleListResponse } from '../../../../contract/articles';
import { DEFAULT_ARTICLES_META, fetchArticleList } from '../../../../src/features/news/api';
import { createHttp } from '../../../../src/lib/http';
import { summaryOf } from './shipped-articles';
import { shippedArticles } from '../../../support/shipped-data';

/** The portal API at the network boundary: GET /api/articles answering, failing or unreachable. */
function portal(mode: 'online' | 500 | 'offline') {
  const requests: URL[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : new Request(input, init).url);
    requests.push(url);
    if (mode === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    const body: ArticleListResponse | { message: string } =
      mode === 500
        ? { message: 'boom' }
        : {
            data: shippedArticles().slice(0, 2).map(summaryOf),
            meta: { current_page: 2, per_page: 10, total: shippedArticles().length },
          };
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: mode === 500 ? 500 : 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  return { http: createHttp({ prefixUrl: 'http://portal.test/api', fetch }), requests };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /api/articles', () => {
  it('asks for the page and group and gives the answer as it is', async () => {
    const { http, requests } = portal('online');
    const outcome = await fetchArticleList({ page: 2, group: 'guides' }, http);
    expect(requests[0]?.pathname).toBe('/api/articles');
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual({
      page: '2',
      group: 'guides',
    });
    expect(outcome.failed).toBe(false);
    expect(outcome.answer.meta.total).toBe(shippedArticles().length);
  });

  it.each([[500], ['offline']] as const)(
    'on failure (%s): logged, empty, default paging',
    async (mode) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const outcome = await fetchArticleList({ page: 1, group: undefined }, portal(mode).http);
      expect(outcome).toEqual({
        answer: { data: [], meta: DEFAULT_ARTICLES_META },
        failed: true,
      });
      expect(DEFAULT_ARTICLES_META).toEqual({ current_page: 1, per_page: 1, total: 1 });
      expect(error).toHaveBeenCalledTimes(1);
    },
  );
});
