import { describe, expect, it } from 'vitest';
import {
  itemLots,
  itemsOfLot,
  lotNames,
} from '../../../../../src/features/tender/model/items/item-lots';
import { itemsPageRows } from '../../../../../src/features/tender/model/items/items-paging';
import { shippedTender } from '../shipped-tenders';
import { shippedCdbTender } from '../../../../support/shipped-cdb';
import { labelIn } from './reference';

/** A real tender of three lots, each item of one of them. */
const LARGE = 'UA-2024-04-26-006781-a';

interface CdbPart {
  lots: { id: string; title: string }[];
  items: { id: string; relatedLot?: string }[];
}

describe('the items of a tender with lots', () => {
  const tender = shippedTender(LARGE);
  const cdb = shippedCdbTender(LARGE) as unknown as CdbPart;
  const lots = itemLots(tender.lots, tender.items, 'uk');

  it('numbers the lots in their order and counts each lot’s items as the record has them', () => {
    expect(lots.map((lot) => [lot.number, lot.title])).toEqual(
      cdb.lots.map((lot, index) => [index + 1, lot.title]),
    );
    expect(lots.map((lot) => lot.items)).toEqual(
      cdb.lots.map((lot) => cdb.items.filter((item) => item.relatedLot === lot.id).length),
    );
    expect(lots.reduce((sum, lot) => sum + lot.items, 0)).toBe(cdb.items.length);
  });

  it('shows one lot’s items, or every item without a lot chosen or with an unknown one', () => {
    const second = lots[1];
    if (!second) throw new Error('the tender has three lots');
    const shown = itemsOfLot(tender.items, lots, second.id);
    expect(shown.map((item) => item.id)).toEqual(
      cdb.items.filter((item) => item.relatedLot === second.id).map((item) => item.id),
    );
    expect(itemsOfLot(tender.items, lots, undefined)).toBe(tender.items);
    expect(itemsOfLot(tender.items, lots, 'no-such-lot')).toBe(tender.items);
  });

  it('names each row’s lot', () => {
    const names = lotNames(lots, (lot) => `Лот ${String(lot.number)}: ${lot.title}`);
    const rows = itemsPageRows(tender.items, { page: 1, perPage: 100 }, 'uk', labelIn('uk'), names);
    for (const [index, row] of rows.entries()) {
      const lotIndex = cdb.lots.findIndex((lot) => lot.id === cdb.items[index]?.relatedLot);
      expect(row.lot).toBe(`Лот ${String(lotIndex + 1)}: ${cdb.lots[lotIndex]?.title ?? ''}`);
    }
  });

  it('names no lot on a tender without lots', () => {
    const plain = shippedTender('UA-2024-02-28-009286-a');
    expect(plain.lots).toEqual([]);
    const rows = itemsPageRows(plain.items, { page: 1, perPage: 5 }, 'uk', labelIn('uk'));
    expect(rows.every((row) => row.lot === undefined)).toBe(true);
  });
});
