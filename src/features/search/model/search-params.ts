import { PAGING } from '../../../../contract/api';
import type { SearchSection } from '../../../../contract/api';

export const SEARCH_SECTIONS = [
  'tender',
  'plan',
  'catalog',
  'products',
] as const satisfies readonly SearchSection[];

export interface SearchParams {
  text: string;
  page: number;
  per_page: number;
}

const positiveInt = (value: string | null, fallback: number, max: number): number => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? Math.min(parsed, max) : fallback;
};

/** The search of a list URL: ?text=…&page=…&per_page=… with defaults (spec §9: page 1). */
export function readSearchParams(query: URLSearchParams): SearchParams {
  const per_page = positiveInt(query.get('per_page'), PAGING.defaultPerPage, PAGING.maxPerPage);
  const maxPage = Math.max(1, Math.floor(PAGING.window / per_page));
  return {
    text: (query.get('text') ?? '').trim(),
    page: positiveInt(query.get('page'), 1, maxPage),
    per_page,
  };
}

/** The query sent to the API: empty text is left out (spec §5: empty text is ignored). */
export function toApiQuery(params: SearchParams): Partial<SearchParams> {
  return params.text === '' ? { page: params.page, per_page: params.per_page } : params;
}
