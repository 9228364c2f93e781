/** "All" is one million rows. */
export const ALL_ROWS = 1_000_000;

/** The rows-per-page choices. */
export const ROWS_PER_PAGE_OPTIONS = [5, 10, 20, 50, 100, 1000, ALL_ROWS] as const;

/** Tables show 10 rows unless told otherwise. */
export const DEFAULT_ROWS_PER_PAGE = 10;

export interface RowRange {
  from: number;
  to: number;
  total: number;
}

/** The 1-based rows shown on a page; from = to = 0 when there are none. */
export function visibleRows(page: number, perPage: number, total: number): RowRange {
  if (total <= 0 || perPage <= 0) return { from: 0, to: 0, total: Math.max(total, 0) };
  const from = Math.min((page - 1) * perPage + 1, total);
  return { from, to: Math.min(page * perPage, total), total };
}

/** After a rows-per-page change, the page that still shows the first row seen before. */
export function pageAfterPerPageChange(page: number, perPage: number, nextPerPage: number): number {
  const firstRowIndex = (page - 1) * perPage;
  return Math.floor(firstRowIndex / nextPerPage) + 1;
}

/** The items table shows its paging controls from this many rows on. */
export function showsTableFooter(total: number, minRows = 5): boolean {
  return total >= minRows;
}

/** The rows of one page. */
export function pageRows<T>(rows: readonly T[], page: number, perPage: number): T[] {
  return rows.slice((page - 1) * perPage, page * perPage);
}
