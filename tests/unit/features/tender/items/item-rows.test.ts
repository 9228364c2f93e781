import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../../../contract/api';
import { ALL_ROWS } from '../../../../../src/components/ui/table-footer/table-footer-model';
import {
  formatItemQuantity,
  toItemRow,
} from '../../../../../src/features/tender/model/items/item-row';
import { itemsPageRows } from '../../../../../src/features/tender/model/items/items-paging';
import { shippedTender } from '../shipped-tenders';
import { shippedTenderIDs, shippedCdbTender } from '../../../../support/shipped-cdb';
import { CYRILLIC, at, ITEM_CRITERIA_FILE, docTender, labelIn } from './reference';
import { shippedDictionaryData } from '../../../../support/shipped-data';

const LARGE = 'UA-2024-04-26-006781-a';
const NBSP = '\u00A0';

interface CdbItem {
  id: string;
  description: string;
  quantity?: number;
  unit?: { code?: string; name?: string };
  classification?: { id: string; scheme: string; description: string };
}

const cdbItems = (cdb: unknown): CdbItem[] => (cdb as { items?: CdbItem[] }).items ?? [];
const cpv = shippedDictionaryData('cpv');
const units = shippedDictionaryData('unit_codes');

describe('items table rows on the large tender', () => {
  const tender = shippedTender(LARGE);
  const items = cdbItems(shippedCdbTender(LARGE));

  it.each<Lang>(['uk', 'en'])('shows the first five descriptions in order (%s)', (lang) => {
    const rows = itemsPageRows(tender.items, { page: 1, perPage: 5 }, lang, labelIn(lang));
    expect(rows.map((row) => row.description)).toEqual(
      items.slice(0, 5).map((item) => item.description.trim()),
    );
    expect(rows[1]?.description).toBe('Сходи реабілітаційні');
  });

  it('writes the quantity with the unit name in each language', () => {
    const [first] = items;
    const unit = units[first?.unit?.code ?? ''];
    const uk = toItemRow(at(tender.items, 0), 'uk', labelIn('uk'));
    const en = toItemRow(at(tender.items, 0), 'en', labelIn('en'));
    expect(uk.quantity).toBe(`${String(first?.quantity)}${NBSP}${first?.unit?.name ?? ''}`);
    expect(uk.quantity).toBe(`3${NBSP}штука`);
    expect(en.quantity).toBe(`3${NBSP}${unit?.name_en ?? ''}`);
    expect(en.quantity).toBe(`3${NBSP}piece`);
  });

  it('shows the CPV code with its name in each language, never the raw scheme', () => {
    const code = items[0]?.classification?.id ?? '';
    const uk = toItemRow(at(tender.items, 0), 'uk', labelIn('uk'));
    const en = toItemRow(at(tender.items, 0), 'en', labelIn('en'));
    expect(uk.classifications).toEqual([
      { cpv: true, scheme: '', code, name: items[0]?.classification?.description },
    ]);
    expect(en.classifications).toEqual([
      { cpv: true, scheme: '', code, name: cpv[code]?.title_en },
    ]);
    expect(en.classifications[0]?.name).toBe(
      'Radiotherapy, mechanotherapy, electrotherapy and physical therapy devices',
    );
  });

  it('writes the delivery date in Kyiv time and the address with its country and region in English', () => {
    const uk = toItemRow(at(tender.items, 0), 'uk', labelIn('uk'));
    const en = toItemRow(at(tender.items, 0), 'en', labelIn('en'));
    expect(uk.deliveryDate).toBe('до 20 червня 2024');
    expect(en.deliveryDate).toBe('until 20 June 2024');
    expect(uk.deliveryAddress).toBe(
      '50102, Україна, Дніпропетровська область, Кривий Ріг, Каткова,2',
    );
    expect(en.deliveryAddress).toBe('50102, Ukraine, Dnipropetrovsk Oblast, Кривий Ріг, Каткова,2');
  });

  it('does not open rows of items without criteria', () => {
    const rows = itemsPageRows(tender.items, { page: 1, perPage: ALL_ROWS }, 'uk', labelIn('uk'));
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => !row.expandable)).toBe(true);
    expect(rows.map((row) => row.anchor)).toEqual(items.map((item) => `item-${item.id}`));
  });
});

describe('items with criteria and additional classifications', () => {
  const tender = docTender(ITEM_CRITERIA_FILE);
  const cdb = shippedCdbTender(ITEM_CRITERIA_FILE) as unknown as {
    criteria: { relatesTo?: string; relatedItem?: string }[];
  };

  it('opens only the rows whose item has criteria', () => {
    const rows = itemsPageRows(tender.items, { page: 1, perPage: 5 }, 'uk', labelIn('uk'));
    const withCriteria = new Set(
      cdb.criteria.filter((c) => c.relatesTo === 'item').map((c) => c.relatedItem),
    );
    expect(withCriteria.size).toBe(1);
    expect(rows.map((row) => row.expandable)).toEqual(
      tender.items.map((item) => withCriteria.has(item.id)),
    );
    expect(rows[0]?.activeCriteria.map((criterion) => criterion.title)).toEqual(['Форма випуску']);
  });

  it('lists the additional classification under the CPV one', () => {
    const [row] = itemsPageRows(tender.items, { page: 1, perPage: 5 }, 'en', labelIn('en'));
    expect(row?.classifications).toEqual([
      { cpv: true, scheme: '', code: '44617100-9', name: 'Cartons' },
      {
        cpv: false,
        scheme: 'INN',
        code: '17.21.1',
        name: 'папір і картон гофровані, паперова й картонна тара',
      },
    ]);
    expect(row?.quantity).toBe(`10${NBSP}kilogram`);
    expect(row?.deliveryDate).toBe('03 January 2027 — 06 January 2027');
  });
});

describe('long item descriptions', () => {
  it('clamps the long description of UA-2021-06-22-008064-c and not the short ones', () => {
    const id = 'UA-2021-06-22-008064-c';
    const [item] = cdbItems(shippedCdbTender(id));
    const [row] = itemsPageRows(
      shippedTender(id).items,
      { page: 1, perPage: 5 },
      'uk',
      labelIn('uk'),
    );
    expect(item?.description.length).toBeGreaterThan(250);
    expect(row?.description).toBe(item?.description.trim());
    expect(row?.clampDescription).toBe(true);
    const large = itemsPageRows(
      shippedTender(LARGE).items,
      { page: 1, perPage: 5 },
      'uk',
      labelIn('uk'),
    );
    expect(large.map((r) => r.clampDescription)).toEqual([false, false, false, false, false]);
  });
});

describe('quantity without a unit name', () => {
  it('shows the number alone, never a raw code, and a dash without a quantity', () => {
    expect(formatItemQuantity({ quantity: 1250.5, unit: { code: 'XYZ' } }, 'uk')).toBe(
      `1${NBSP}250,5`,
    );
    expect(formatItemQuantity({ quantity: 2, unit: { code: 'H87', name: 'штука' } }, 'en')).toBe(
      `2${NBSP}штука`,
    );
    expect(formatItemQuantity({ unit: { name: 'штука' } }, 'uk')).toBe('—');
  });
});

describe('items on every shipped tender', () => {
  const ids = shippedTenderIDs();
  it.each(ids)('%s: rows hold no undefined, NaN or Invalid Date', (tenderID) => {
    const tender = shippedTender(tenderID);
    for (const lang of ['uk', 'en'] as const) {
      const rows = itemsPageRows(tender.items, { page: 1, perPage: ALL_ROWS }, lang, labelIn(lang));
      expect(rows).toHaveLength(cdbItems(shippedCdbTender(tenderID)).length);
      for (const row of rows) {
        const shown = [
          row.description,
          row.quantity,
          row.deliveryAddress,
          row.deliveryDate,
          ...row.classifications.flatMap((c) => [c.scheme, c.code, c.name]),
        ].join(' | ');
        expect(shown).not.toMatch(/undefined|NaN|Invalid Date|null/);
        for (const value of [row.description, row.quantity, row.deliveryAddress, row.deliveryDate])
          expect(value.trim()).not.toBe('');
        if (lang === 'en') {
          expect(row.deliveryDate).not.toMatch(CYRILLIC);
          for (const classification of row.classifications.filter((c) => c.cpv))
            expect(classification.name).not.toMatch(CYRILLIC);
        }
      }
    }
  });

  it.each(ids)('%s: English quantities name the unit in English when its code is known', (id) => {
    const tender = shippedTender(id);
    cdbItems(shippedCdbTender(id)).forEach((item, index) => {
      if (typeof item.quantity !== 'number' || !units[item.unit?.code ?? '']) return;
      expect(formatItemQuantity(at(tender.items, index), 'en')).not.toMatch(CYRILLIC);
    });
  });
});
