import type { Lang } from '../../../../../contract/api';
import type { Item } from '../../../../../contract/tender';
import { hashIds } from '../../../../components/ui/accordion/accordion-hash';
import {
  ALL_ROWS,
  pageRows,
  showsTableFooter,
} from '../../../../components/ui/table-footer/table-footer-model';
import type { LabelFn } from '../../../../lib/use-reference-data';
import { ITEM_ANCHOR_PREFIX, itemRowBuilder } from './item-row';
import type { ItemRow } from './item-row';

/** The items table shows 5 rows per page. */
export const ITEMS_PER_PAGE = 5;

export interface ItemsPaging {
  page: number;
  perPage: number;
}

export interface ItemsTableState extends ItemsPaging {
  /** The item the URL hash names (`#item-{id}`), when the tender has it. */
  targetId: string | undefined;
  /** Items whose criteria sub-row is open. */
  openIds: readonly string[];
}

/** The id of the tender's item that the hash names (`#item-{id}`, alone or among other ids). */
export function itemIdInHash(hash: string, items: readonly Item[]): string | undefined {
  const ids = new Set(items.map((item) => item.id));
  return hashIds(hash)
    .filter((entry) => entry.startsWith(ITEM_ANCHOR_PREFIX))
    .map((entry) => entry.slice(ITEM_ANCHOR_PREFIX.length))
    .find((id) => ids.has(id));
}

/**
 * 5 rows per page; a hash naming an item shows every row and opens that item's
 * sub-row (when it has one).
 */
export function initialItemsState(items: readonly Item[], hash: string): ItemsTableState {
  const targetId = itemIdInHash(hash, items);
  if (targetId === undefined) {
    return { page: 1, perPage: ITEMS_PER_PAGE, targetId, openIds: [] };
  }
  const target = items.find((item) => item.id === targetId);
  const expandable =
    (target?.activeCriteria.length ?? 0) + (target?.historicalCriteria.length ?? 0) > 0;
  return { page: 1, perPage: ALL_ROWS, targetId, openIds: expandable ? [targetId] : [] };
}

/** The paging controls show from 5 items on. */
export const showsItemsPaging = (total: number): boolean => showsTableFooter(total, ITEMS_PER_PAGE);

/** The rows of one page only, so a tender with thousands of items renders a page's worth. */
export function itemsPageRows(
  items: readonly Item[],
  { page, perPage }: ItemsPaging,
  lang: Lang,
  label: LabelFn,
  lotNames?: ReadonlyMap<string, string>,
): ItemRow[] {
  return pageRows(items, page, perPage).map(itemRowBuilder(lang, label, lotNames));
}

/**
 * The rows past the first page, in the server's page only: a reader without scripts has no
 * paging, so the page holds every item (noscript.css shows these; with scripts they are hidden
 * until hydration leaves them out).
 */
export function itemsRowsPastFirstPage(
  items: readonly Item[],
  lang: Lang,
  label: LabelFn,
  lotNames?: ReadonlyMap<string, string>,
): ItemRow[] {
  return items.slice(ITEMS_PER_PAGE).map(itemRowBuilder(lang, label, lotNames));
}

/** The open ids with `id` added or removed. */
export function toggleOpen(openIds: readonly string[], id: string): string[] {
  return openIds.includes(id) ? openIds.filter((open) => open !== id) : [...openIds, id];
}
