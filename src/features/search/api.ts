import { PAGING } from '../../../contract/api';
import type { SearchResponse, SearchSection } from '../../../contract/api';
import { http as defaultHttp } from '../../lib/http';
import type { Http } from '../../lib/http';
import { stringify } from '../../lib/query';
import type { SearchParams } from './model/search-params';
import { toApiQuery } from './model/search-params';

const emptyResult = (): SearchResponse<unknown> => ({
  data: [],
  page: 1,
  per_page: PAGING.defaultPerPage,
  total: 0,
  total_relation: 'eq',
});

const isSearchResponse = (value: unknown): value is SearchResponse<unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Partial<SearchResponse<unknown>>;
  return Array.isArray(answer.data) && typeof answer.total === 'number';
};

/**
 * POST /api/search/{section} with the filters as query parameters (spec §7).
 * On failure: logged, empty results with the default paging (spec §8).
 */
export async function searchSection(
  section: SearchSection,
  params: SearchParams,
  http: Http = defaultHttp,
): Promise<SearchResponse<unknown>> {
  try {
    const answer: unknown = await http
      .post(`search/${section}`, { searchParams: stringify(toApiQuery(params)) })
      .json();
    if (!isSearchResponse(answer)) throw new TypeError(`search/${section}: unexpected answer`);
    return answer;
  } catch (error) {
    console.error(`Search in ${section} failed`, error);
    return emptyResult();
  }
}
