import type { SearchSection } from '../../../../contract/api';
import { SECTION_SORTS } from '../../../../contract/search';
import type { SearchFilterQuery, SortKey, SortOrder } from '../../../../contract/search';
import { withoutPage } from './search-query';

/** Every choice of a sort control, in its order: relevance, then date and value. */
const CHOICES = [
  { key: 'relevance', order: 'desc', label: 'relevance_desc' },
  { key: 'publication_date', order: 'desc', label: 'publication_date_desc' },
  { key: 'publication_date', order: 'asc', label: 'publication_date_asc' },
  { key: 'value', order: 'asc', label: 'value_asc' },
  { key: 'value', order: 'desc', label: 'value_desc' },
] as const satisfies readonly { key: SortKey; order: SortOrder; label: string }[];

/** One choice of the sort control: 'publication_date,desc' ('key,direction'). */
export interface SortOption {
  value: string;
  key: SortKey;
  order: SortOrder;
  /** Its name's key under 'sort.' in the search namespace. */
  label: (typeof CHOICES)[number]['label'];
}

/** Newest first is the default: the address of the default search carries no sort. */
export const DEFAULT_SORT = 'publication_date,desc';

/** Relevance to the text: offered first, and chosen when a text is searched for. */
const RELEVANCE = 'relevance,desc';

const hasText = (query: SearchFilterQuery): boolean => Boolean(query.text?.trim());

/**
 * The section's choices: publication date newer/older, value ascending/descending;
 * with a text, the tenders by relevance to it first.
 */
export function sortOptions(section: SearchSection, query: SearchFilterQuery = {}): SortOption[] {
  const keys: readonly SortKey[] = SECTION_SORTS[section];
  return CHOICES.filter(
    ({ key }) => keys.includes(key) && (key !== 'relevance' || hasText(query)),
  ).map(({ key, order, label }) => ({ value: `${key},${order}`, key, order, label }));
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
  const option = sortOptions(section, query).find((entry) => entry.value === value);
  if (!option || option.value === DEFAULT_SORT) return next;
  return { ...next, sort_by: option.key, order: option.order };
}

/**
 * The search for a new text, from its first page: a text searched for afresh is sorted by
 * relevance where the section offers it (in the address, so a shared link keeps it); a sort
 * chosen before stays; without a text, relevance goes.
 */
export function withText(
  section: SearchSection,
  query: SearchFilterQuery,
  text: string,
): SearchFilterQuery {
  const next = { ...withoutPage(query), text };
  if (!hasText(next))
    return next.sort_by === 'relevance' ? withSort(section, next, DEFAULT_SORT) : next;
  if (next.sort_by !== undefined) return next;
  return withSort(section, next, RELEVANCE);
}
