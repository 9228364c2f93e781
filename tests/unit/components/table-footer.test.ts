import { describe, expect, it } from 'vitest';
import {
  ALL_ROWS,
  DEFAULT_ROWS_PER_PAGE,
  ROWS_PER_PAGE_OPTIONS,
  pageAfterPerPageChange,
  pageRows,
  showsTableFooter,
  visibleRows,
} from '../../../src/components/ui/table-footer/table-footer-model';

describe('table footer', () => {
  it('offers 5, 10, 20, 50, 100, 1000 and All (1,000,000) rows, 10 by default', () => {
    expect(ROWS_PER_PAGE_OPTIONS).toEqual([5, 10, 20, 50, 100, 1000, 1_000_000]);
    expect(ALL_ROWS).toBe(1_000_000);
    expect(DEFAULT_ROWS_PER_PAGE).toBe(10);
  });

  it('tells which rows a page shows', () => {
    expect(visibleRows(1, 10, 42)).toEqual({ from: 1, to: 10, total: 42 });
    expect(visibleRows(5, 10, 42)).toEqual({ from: 41, to: 42, total: 42 });
    expect(visibleRows(1, ALL_ROWS, 42)).toEqual({ from: 1, to: 42, total: 42 });
    expect(visibleRows(1, 10, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });

  it('keeps the first visible row on screen when the page size changes', () => {
    expect(pageAfterPerPageChange(3, 10, 5)).toBe(5);
    expect(pageAfterPerPageChange(3, 10, 20)).toBe(2);
    expect(pageAfterPerPageChange(7, 5, ALL_ROWS)).toBe(1);
    expect(pageAfterPerPageChange(1, 10, 50)).toBe(1);
  });

  it('shows the paging controls from 5 rows on', () => {
    expect(showsTableFooter(4)).toBe(false);
    expect(showsTableFooter(5)).toBe(true);
    expect(showsTableFooter(0)).toBe(false);
  });

  it('cuts the rows of one page', () => {
    const rows = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(pageRows(rows, 2, 5)).toEqual(['f', 'g']);
    expect(pageRows(rows, 1, ALL_ROWS)).toEqual(rows);
  });
});
