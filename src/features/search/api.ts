import { PAGING } from '../../../contract/api';
import type { SearchResponse, SearchSection } from '../../../contract/api';
import type { SearchFilterQuery } from '../../../contract/search';
import { SearchAnswerSchema } from '../../../contract/schemas/answers';
import { fits, fitted } from '../../lib/fits-schema';
import { http as defaultHttp } from '../../lib/http';
import type { Http } from '../../lib/http';
import { toQueryString } from './model/search-query';

export interface SearchOutcome {
  result: SearchResponse<unknown>;
  /** The search failed (logged): the result is empty with the default paging. */
  failed: boolean;
}

const emptyResult = (): SearchResponse<unknown> => ({
  data: [],
  page: 1,
  per_page: PAGING.defaultPerPage,
  total: 0,
  total_relation: 'eq',
});

/**
 * POST /api/search/{section} with the search as its query string, exactly as the
 * page's address holds it. On failure: logged, empty results with the default paging.
 */
export async function searchSection(
  section: SearchSection,
  query: SearchFilterQuery,
  http: Http = defaultHttp,
  signal?: AbortSignal,
): Promise<SearchOutcome> {
  try {
    const answer: unknown = await http
      .post(`search/${section}`, { searchParams: toQueryString(section, query), signal })
      .json();
    return { result: fitted(SearchAnswerSchema, answer, `search/${section}`), failed: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(`Search in ${section} failed`, error);
    return { result: emptyResult(), failed: true };
  }
}

/** How many results a search has (one row asked for); 0 when that cannot be found out. */
export async function countResults(
  section: SearchSection,
  query: SearchFilterQuery,
  http: Http = defaultHttp,
  signal?: AbortSignal,
): Promise<number> {
  try {
    const answer: unknown = await http
      .post(`search/${section}`, {
        searchParams: toQueryString(section, { ...query, page: undefined, per_page: '1' }),
        signal,
      })
      .json();
    return fits(SearchAnswerSchema, answer) ? answer.total : 0;
  } catch {
    return 0;
  }
}
