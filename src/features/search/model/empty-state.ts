import type { SearchResponse, SearchSection } from '../../../../contract/api';
import type { SearchFilterQuery } from '../../../../contract/search';
import { pageCount } from '../../../components/ui/pagination/pagination-model';
import type {
  ListLoadFailed,
  ListPastEnd,
} from '../../../components/ui/pagination/pagination-model';
import { KEY_ORDER, pageOf, perPageOf, searchHref, withPage, withoutPage } from './search-query';

/** One filter of a search and the same search without it. */
export interface FilterPart {
  /** 'status', 'value', 'date.tender'… (a label key of the search namespace). */
  id: string;
  without: SearchFilterQuery;
}

/** Sort, paging and the test switch do not narrow the results; date ranges count one by one. */
const NOT_NARROWING = ['date', 'mode', 'sort_by', 'order', 'page', 'per_page'] as const;
type NotNarrowing = (typeof NOT_NARROWING)[number];

/** The keys that narrow the results, in the address's order. */
const NARROWING = KEY_ORDER.filter(
  (key): key is Exclude<(typeof KEY_ORDER)[number], NotNarrowing> =>
    !(NOT_NARROWING as readonly string[]).includes(key),
);

/** Each filter of the search (each date range apart), with the search without it. */
export function filterParts(query: SearchFilterQuery): FilterPart[] {
  const base = withoutPage(query);
  const parts: FilterPart[] = NARROWING.filter((key) => base[key] !== undefined).map((key) => {
    const without = Object.fromEntries(
      Object.entries(base).filter(([name]) => name !== key),
    ) as SearchFilterQuery;
    return { id: key, without };
  });
  for (const period of Object.keys(base.date ?? {}) as (keyof NonNullable<typeof base.date>)[]) {
    const dates = Object.fromEntries(
      Object.entries(base.date ?? {}).filter(([name]) => name !== period),
    );
    parts.push({ id: `date.${period}`, without: { ...base, date: dates } });
  }
  return parts;
}

/** The same search with no filter (sort and the test switch kept). */
export function withoutFilters(query: SearchFilterQuery): SearchFilterQuery {
  const { sort_by, order, mode } = query;
  return {
    ...(sort_by ? { sort_by } : {}),
    ...(order ? { order } : {}),
    ...(mode ? { mode } : {}),
  };
}

/** What the loader found out when a search came back empty. */
export interface EmptyHints {
  /** Matches with the test objects included (asked only when they were left out). */
  testTotal?: number;
  /** Matches of the search without each of its filters. */
  without: { id: string; total: number }[];
}

export type ResultsState =
  | { kind: 'results' }
  | ListLoadFailed
  | ListPastEnd
  | {
      kind: 'empty';
      /** Only test objects match: the same search with them. */
      testHref?: string;
      /** The filter whose removal finds the most. */
      relax?: { id: string; total: number; href: string };
      /** Several filters and none alone is to blame: all of them off. */
      clearHref?: string;
    };

/**
 * What the results area says: the results; a failed search (empty, with a retry); a page past
 * the last one (the total still counts: a link to the last page); or nothing found, with the
 * test objects that match or the filter whose removal finds the most.
 */
export function resultsState(
  section: SearchSection,
  query: SearchFilterQuery,
  result: SearchResponse<unknown>,
  failed: boolean,
  hints: EmptyHints | undefined,
): ResultsState {
  if (failed) return { kind: 'failed', retryHref: searchHref(section, query) };
  if (result.data.length > 0) return { kind: 'results' };
  const lastPage = pageCount(result.total, perPageOf(query));
  if (lastPage > 0 && pageOf(query) > lastPage) {
    return {
      kind: 'pastEnd',
      page: pageOf(query),
      lastPage,
      lastHref: searchHref(section, withPage(query, lastPage)),
    };
  }
  const testHref =
    query.mode !== 'test' && (hints?.testTotal ?? 0) > 0
      ? searchHref(section, { ...withoutPage(query), mode: 'test' })
      : undefined;
  const parts = filterParts(query);
  const best = [...(hints?.without ?? [])]
    .filter((entry) => entry.total > 0)
    .sort((a, b) => b.total - a.total)[0];
  const part = best && parts.find((entry) => entry.id === best.id);
  const relax = part ? { ...best, href: searchHref(section, part.without) } : undefined;
  const clearHref =
    !relax && parts.length > 1 ? searchHref(section, withoutFilters(query)) : undefined;
  return { kind: 'empty', testHref, relax, clearHref };
}
