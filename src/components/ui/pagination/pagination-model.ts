/** Pages shown on each side of the current one. */
export const PAGINATION_RADIUS = 2;

export type PaginationItem =
  { type: 'page'; page: number; current: boolean } | { type: 'dots'; side: 'start' | 'end' };

/** Total divided by per-page, rounded up; 0 when there is nothing to page. */
export function pageCount(total: number, perPage: number): number {
  if (!(total > 0) || !(perPage > 0)) return 0;
  return Math.ceil(total / perPage);
}

/** The page "next" goes to, only while the current page is below the last. */
export function nextPage(current: number, count: number): number | undefined {
  return current < count ? current + 1 : undefined;
}

/** The page "previous" goes to, only while the current page is above the first. */
export function previousPage(current: number): number | undefined {
  return current > 1 ? current - 1 : undefined;
}

/** The page to switch to, or undefined when choosing it does nothing (same or out of range). */
export function pageToGo(current: number, target: number, count: number): number | undefined {
  if (!Number.isInteger(target) || target < 1 || target > count || target === current) {
    return undefined;
  }
  return target;
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * First page, the pages within `radius` of the current one, last page, and dots for each
 * gap. The window grows near either end, so the number of items stays 2·radius + 5 once
 * there are more pages than that; a gap of a single page shows the page, not dots.
 */
export function paginationItems(
  current: number,
  count: number,
  radius: number = PAGINATION_RADIUS,
): PaginationItem[] {
  if (count < 1) return [];
  const page = Math.min(Math.max(Math.trunc(current), 1), count);
  const slots = 2 * radius + 5;
  const toItem = (value: number): PaginationItem => ({
    type: 'page',
    page: value,
    current: value === page,
  });
  if (count <= slots) return range(1, count).map(toItem);
  const edge = 2 * radius + 3;
  if (page <= radius + 3) {
    return [...range(1, edge).map(toItem), { type: 'dots', side: 'end' }, toItem(count)];
  }
  if (page >= count - radius - 2) {
    return [
      toItem(1),
      { type: 'dots', side: 'start' },
      ...range(count - edge + 1, count).map(toItem),
    ];
  }
  return [
    toItem(1),
    { type: 'dots', side: 'start' },
    ...range(page - radius, page + radius).map(toItem),
    { type: 'dots', side: 'end' },
    toItem(count),
  ];
}

/** The current URL's query with `param` set to the page, other parameters kept. */
export function pageHref(search: string, page: number, param = 'page'): string {
  const params = new URLSearchParams(search);
  params.set(param, String(page));
  return `?${params.toString()}`;
}

/** The page number in a query string; 1 when missing or not a positive integer. */
export function pageFromSearch(search: string, param = 'page'): number {
  const value = Number(new URLSearchParams(search).get(param));
  return Number.isInteger(value) && value > 0 ? value : 1;
}

/** A paged list that could not be loaded (logged): a quiet notice with a retry of the address. */
export interface ListLoadFailed {
  kind: 'failed';
  retryHref: string;
}

/** A page past the last one: where the list ends, with a link there. */
export interface ListPastEnd {
  kind: 'pastEnd';
  page: number;
  lastPage: number;
  lastHref: string;
}
