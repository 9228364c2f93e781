import type { Lang } from '../../../../../contract/api';
import type { Item, Lot } from '../../../../../contract/tender';
import { pickLocalized } from '../../../../lib/localized';

/** A lot as the items table names it: its number in the tender, its title, how many items. */
export interface ItemLot {
  id: string;
  number: number;
  title: string;
  items: number;
}

/** The tender's lots in their order, numbered from 1, with their items counted. */
export function itemLots(lots: readonly Lot[], items: readonly Item[], lang: Lang): ItemLot[] {
  return lots.map((lot, index) => ({
    id: lot.id,
    number: index + 1,
    title: pickLocalized(lot.title, lot.title_en, lang).trim(),
    items: items.filter((item) => item.relatedLot === lot.id).length,
  }));
}

/** The items of one lot, or every item when no lot is chosen (or the lot is not the tender's). */
export function itemsOfLot(
  items: readonly Item[],
  lots: readonly ItemLot[],
  lotId: string | undefined,
): readonly Item[] {
  if (lotId === undefined || !lots.some((lot) => lot.id === lotId)) return items;
  return items.filter((item) => item.relatedLot === lotId);
}

/** Each lot's name as a row shows it ('Лот 2: Бензин А-95'), by the lot's id. */
export function lotNames(
  lots: readonly ItemLot[],
  name: (lot: ItemLot) => string,
): ReadonlyMap<string, string> {
  return new Map(lots.map((lot) => [lot.id, name(lot)]));
}
