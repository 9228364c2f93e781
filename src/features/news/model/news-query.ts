import { ARTICLE_PAGING, SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../../../contract/articles';
import { paths } from '../../../../contract/routes/paths';

/** What the /news address asks for: a page of the list, of one group or of all. */
export interface NewsQuery {
  page: number;
  /** A group slug; undefined for every group. */
  group: string | undefined;
}

const isGroupSlug = (value: string): boolean =>
  value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value) && /[a-z]/.test(value);

const readPage = (value: string | null): number => {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= ARTICLE_PAGING.maxPage ? page : 1;
};

/**
 * `?page=` and `?group=` of the address. A page that is not a whole number from 1 is page 1;
 * a group that cannot be a slug is ignored, so the API is never asked something it refuses.
 */
export function readNewsQuery(search: string): NewsQuery {
  const params = new URLSearchParams(search);
  const group = params.get('group') ?? '';
  return { page: readPage(params.get('page')), group: isGroupSlug(group) ? group : undefined };
}

/** The query string of GET /api/articles for this address. */
export function articleListParams(query: NewsQuery): Record<string, string> {
  return {
    page: String(query.page),
    ...(query.group === undefined ? {} : { group: query.group }),
  };
}

/**
 * GET /api/articles for this address, under the API base: the loader asks for it and the
 * server has the browser fetch it with the page, so both must write it the same way.
 */
export function articleListPath(query: NewsQuery): string {
  return `articles?${new URLSearchParams(articleListParams(query)).toString()}`;
}

/** The address of a list page; page 1 and "every group" are left out, so each list has one. */
export function newsHref(query: NewsQuery): string {
  const params = new URLSearchParams();
  if (query.group !== undefined) params.set('group', query.group);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search === '' ? paths.news : `${paths.news}?${search}`;
}
