import type { SearchSection } from '../../../../contract/api';
import { SECTION_SORTS } from '../../../../contract/search';
import type { SearchFilterQuery, SortKey, SortOrder } from '../../../../contract/search';
import { withoutPage } from './search-query';

/** One choice of the sort control: 'publication_date,desc' (spec §5: 'key,direction'). */
export interface SortOption {
  value: string;
  key: SortKey;
  order: SortOrder;
}

/** Newest first is the default: the address of the default search carries no sort. */
export const DEFAULT_SORT = 'publication_date,desc';

/** The section's choices: publication date newer/older, value ascending/descending (spec §5). */
export function sortOptions(section: SearchSection): SortOption[] {
  const keys: readonly SortKey[] = SECTION_SORTS[section];
  const orders: Record<SortKey, SortOrder[]> = {
    publication_date: ['desc', 'asc'],
    value: ['asc', 'desc'],
  };
  return keys.flatMap((key) =>
    orders[key].map((order) => ({ value: `${key},${order}`, key, order })),
  );
}

/** The choice the search shows: its sort_by and order (descending when absent), else the default. */
export function currentSort(query: SearchFilterQuery): string {
  return query.sort_by ? `${query.sort_by},${query.order ?? 'desc'}` : DEFAULT_SORT;
}

/** The search sorted by a choice, from its first page; the default choice leaves the sort out. */
export function withSort(
  section: SearchSection,
  query: SearchFilterQuery,
  value: string,
): SearchFilterQuery {
  const next = withoutPage(query);
  delete next.sort_by;
  delete next.order;
  const option = sortOptions(section).find((entry) => entry.value === value);
  if (!option || option.value === DEFAULT_SORT) return next;
  return { ...next, sort_by: option.key, order: option.order };
}
