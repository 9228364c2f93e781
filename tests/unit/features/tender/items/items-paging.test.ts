import { describe, expect, it } from 'vitest';
import type { Tender } from '../../../../../contract/tender';
import {
  ALL_ROWS,
  ROWS_PER_PAGE_OPTIONS,
} from '../../../../../src/components/ui/table-footer/table-footer-model';
import {
  ITEMS_PER_PAGE,
  initialItemsState,
  itemIdInHash,
  itemsPageRows,
  itemsRowsPastFirstPage,
  showsItemsPaging,
  toggleOpen,
} from '../../../../../src/features/tender/model/items/items-paging';
import { shippedTender } from '../shipped-tenders';
import { ITEM_CRITERIA_FILE, at, docTender, labelIn } from './reference';

const LARGE = 'UA-2024-04-26-006781-a';
const label = labelIn('uk');

/** The large tender with its first item repeated 10,000 times under new ids and names. */
function tenThousandItems(): Tender {
  const tender = shippedTender(LARGE);
  const [first] = tender.items;
  if (!first) throw new Error('the large tender has items');
  return {
    ...tender,
    items: Array.from({ length: 10_000 }, (_, index) => ({
      ...first,
      id: `derived-${String(index + 1)}`,
      description: `Позиція ${String(index + 1)}`,
    })),
  };
}

describe('items paging', () => {
  const { items } = shippedTender(LARGE);

  it('starts on page 1 with 5 rows and offers the spec page sizes', () => {
    const state = initialItemsState(items, '');
    expect(state).toEqual({ page: 1, perPage: 5, targetId: undefined, openIds: [] });
    expect(ITEMS_PER_PAGE).toBe(5);
    expect(ROWS_PER_PAGE_OPTIONS).toEqual([5, 10, 20, 50, 100, 1000, 1_000_000]);
    expect(itemsPageRows(items, state, 'uk', label)).toHaveLength(5);
  });

  it('pages through the items in order, and "All" shows every one', () => {
    const second = itemsPageRows(items, { page: 2, perPage: 5 }, 'uk', label);
    expect(second.map((row) => row.id)).toEqual(items.slice(5, 10).map((item) => item.id));
    expect(itemsPageRows(items, { page: 1, perPage: 20 }, 'uk', label)).toHaveLength(10);
    expect(itemsPageRows(items, { page: 1, perPage: ALL_ROWS }, 'uk', label)).toHaveLength(10);
  });

  it("has every item past the first page for the server's page, in order", () => {
    const past = itemsRowsPastFirstPage(items, 'uk', label);
    expect(past.map((row) => row.id)).toEqual(items.slice(5).map((item) => item.id));
    expect(past).toHaveLength(5);
    const small = shippedTender('UA-2025-11-29-000037-a').items;
    expect(itemsRowsPastFirstPage(small, 'uk', label)).toEqual([]);
  });

  it('shows the paging controls from 5 items on', () => {
    expect(showsItemsPaging(items.length)).toBe(true);
    expect(showsItemsPaging(5)).toBe(true);
    expect(showsItemsPaging(4)).toBe(false);
    expect(showsItemsPaging(shippedTender('UA-2025-11-29-000037-a').items.length)).toBe(false);
  });

  it('a hash naming an item shows all rows and targets it', () => {
    const ninth = at(items, 8);
    const state = initialItemsState(items, `#item-${ninth.id}`);
    expect(state).toEqual({ page: 1, perPage: ALL_ROWS, targetId: ninth.id, openIds: [] });
    const rows = itemsPageRows(items, state, 'uk', label);
    expect(rows).toHaveLength(10);
    expect(rows[8]?.anchor).toBe(`item-${ninth.id}`);
  });

  it('finds the item among other ids of the hash, and ignores unknown items', () => {
    const { id } = at(items, 3);
    expect(itemIdInHash(`#bid-1,item-${id}`, items)).toBe(id);
    expect(itemIdInHash('#item-nope', items)).toBeUndefined();
    expect(itemIdInHash(`#${id}`, items)).toBeUndefined();
    expect(initialItemsState(items, '#item-nope').perPage).toBe(5);
  });

  it("a hash naming an item with criteria opens that item's sub-row", () => {
    const tender = docTender(ITEM_CRITERIA_FILE);
    const withCriteria = at(tender.items, 0);
    const without = at(tender.items, 1);
    expect(initialItemsState(tender.items, `#item-${withCriteria.id}`).openIds).toEqual([
      withCriteria.id,
    ]);
    expect(initialItemsState(tender.items, `#item-${without.id}`).openIds).toEqual([]);
  });

  it('opens and closes rows', () => {
    expect(toggleOpen([], 'a')).toEqual(['a']);
    expect(toggleOpen(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('a tender with 10,000 items', () => {
  const { items } = tenThousandItems();

  it('builds the rows of the current page only', () => {
    const first = itemsPageRows(items, initialItemsState(items, ''), 'en', labelIn('en'));
    expect(first.map((row) => row.description)).toEqual([
      'Позиція 1',
      'Позиція 2',
      'Позиція 3',
      'Позиція 4',
      'Позиція 5',
    ]);
    const last = itemsPageRows(items, { page: 2000, perPage: 5 }, 'uk', label);
    expect(last.map((row) => row.id)).toEqual([
      'derived-9996',
      'derived-9997',
      'derived-9998',
      'derived-9999',
      'derived-10000',
    ]);
  });

  it('shows every row only when a hash names an item', () => {
    const state = initialItemsState(items, '#item-derived-9999');
    expect(state.perPage).toBe(ALL_ROWS);
    expect(itemsPageRows(items, state, 'uk', label)).toHaveLength(10_000);
  });
});
