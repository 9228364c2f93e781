import type { ArticleListResponse } from '../../../../contract/articles';
import { pageCount } from '../../../components/ui/pagination/pagination-model';
import type {
  ListLoadFailed,
  ListPastEnd,
} from '../../../components/ui/pagination/pagination-model';
import { newsHref } from './news-query';
import type { NewsQuery } from './news-query';

/** What the list area shows instead of, or with, the cards. */
export type NewsListState =
  | { kind: 'cards'; pages: number }
  | ListLoadFailed
  /** The group has no articles (or is not a group). */
  | { kind: 'empty'; allHref: string }
  | ListPastEnd;

export function newsListState(
  query: NewsQuery,
  answer: ArticleListResponse,
  failed: boolean,
): NewsListState {
  if (failed) return { kind: 'failed', retryHref: newsHref(query) };
  const pages = pageCount(answer.meta.total, answer.meta.per_page);
  if (answer.data.length > 0) return { kind: 'cards', pages };
  if (pages === 0) return { kind: 'empty', allHref: newsHref({ group: undefined, page: 1 }) };
  return {
    kind: 'pastEnd',
    page: query.page,
    lastPage: pages,
    lastHref: newsHref({ ...query, page: pages }),
  };
}
