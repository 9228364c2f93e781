import { describe, expect, it } from 'vitest';
import type { PaginationItem } from '../../../src/components/ui/pagination/pagination-model';
import {
  nextPage,
  pageCount,
  pageFromSearch,
  pageHref,
  pageToGo,
  paginationItems,
  previousPage,
} from '../../../src/components/ui/pagination/pagination-model';

/** The items as a user reads them: '[5]' is the current page, '…' the dots. */
const show = (items: PaginationItem[]): string =>
  items
    .map((item) =>
      item.type === 'dots' ? '…' : item.current ? `[${String(item.page)}]` : String(item.page),
    )
    .join(' ');

describe('pagination rules', () => {
  it('counts pages as total / per page rounded up, 0 when there is nothing', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(1, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(10_000, 20)).toBe(500);
    expect(pageCount(5, 0)).toBe(0);
    expect(pageCount(-3, 10)).toBe(0);
    expect(pageCount(Number.NaN, 10)).toBe(0);
  });

  it('moves next only below the last page and previous only above the first', () => {
    expect(nextPage(1, 3)).toBe(2);
    expect(nextPage(3, 3)).toBeUndefined();
    expect(nextPage(1, 1)).toBeUndefined();
    expect(previousPage(2)).toBe(1);
    expect(previousPage(1)).toBeUndefined();
  });

  it('does nothing when the current page (or no page) is chosen', () => {
    expect(pageToGo(3, 3, 10)).toBeUndefined();
    expect(pageToGo(3, 0, 10)).toBeUndefined();
    expect(pageToGo(3, 11, 10)).toBeUndefined();
    expect(pageToGo(3, 2.5, 10)).toBeUndefined();
    expect(pageToGo(3, 4, 10)).toBe(4);
  });

  it('shows every page when they fit in the nine places', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(show(paginationItems(1, 1))).toBe('[1]');
    expect(show(paginationItems(2, 5))).toBe('1 [2] 3 4 5');
    expect(show(paginationItems(9, 9))).toBe('1 2 3 4 5 6 7 8 [9]');
  });

  it('shows first, last and the pages within radius 2, with dots between', () => {
    expect(show(paginationItems(10, 20))).toBe('1 … 8 9 [10] 11 12 … 20');
    expect(show(paginationItems(6, 10))).toBe('1 … 4 5 [6] 7 8 9 10');
  });

  it('widens the window near either end, keeping the number of buttons constant', () => {
    expect(show(paginationItems(1, 20))).toBe('[1] 2 3 4 5 6 7 … 20');
    expect(show(paginationItems(2, 20))).toBe('1 [2] 3 4 5 6 7 … 20');
    expect(show(paginationItems(5, 20))).toBe('1 2 3 4 [5] 6 7 … 20');
    expect(show(paginationItems(20, 20))).toBe('1 … 14 15 16 17 18 19 [20]');
    expect(show(paginationItems(16, 20))).toBe('1 … 14 15 [16] 17 18 19 20');
    for (let page = 1; page <= 50; page += 1) expect(paginationItems(page, 50)).toHaveLength(9);
  });

  it('follows another radius', () => {
    expect(show(paginationItems(10, 20, 1))).toBe('1 … 9 [10] 11 … 20');
  });

  it('clamps a current page out of range to the nearest page', () => {
    expect(show(paginationItems(99, 3))).toBe('1 2 [3]');
    expect(show(paginationItems(-1, 3))).toBe('[1] 2 3');
  });

  it('links to ?page=N and keeps the other query parameters', () => {
    expect(pageHref('', 2)).toBe('?page=2');
    expect(pageHref('?text=school&page=4', 5)).toBe('?text=school&page=5');
    expect(pageHref('?tab=b', 3, 'p')).toBe('?tab=b&p=3');
  });

  it('reads the page from the query, 1 when missing or invalid', () => {
    expect(pageFromSearch('?page=7')).toBe(7);
    expect(pageFromSearch('')).toBe(1);
    expect(pageFromSearch('?page=abc')).toBe(1);
    expect(pageFromSearch('?page=0')).toBe(1);
    expect(pageFromSearch('?page=2.5')).toBe(1);
  });
});
