import { describe, expect, it } from 'vitest';
import type { FieldRow } from '../../../../src/features/entity/model/fields';
import { ENTITY_TEXTS } from '../../../../src/features/entity/texts';
import { toProductView } from '../../../../src/features/product/model/product-view';
import { SHIPPED_CATALOGUE, shippedProduct } from './shipped-entities';

const valueOf = (rows: readonly FieldRow[], id: string) => rows.find((row) => row.id === id)?.value;
const shown = (rows: readonly FieldRow[]): [string, string][] =>
  rows.map((row) => [row.label, row.value.kind === 'text' ? row.value.text : row.value.kind]);
const byLabel = (rows: readonly FieldRow[]): Record<string, string> =>
  Object.fromEntries(shown(rows));

describe('product view model on the shipped catalogue', () => {
  it('shows a product: classification, code, properties with yes/no and lists', () => {
    const product = shippedProduct('prozorro-catalog-fixture-product');
    const view = toProductView(product, 'uk', ENTITY_TEXTS.uk);
    expect(view.head.title).toBe('Маски медичні IGAR тришарові на гумках 50 шт./уп.');
    expect(view.head.status).toEqual({ code: 'active', label: 'Активний' });
    expect(view.head.idLabel).toBe('Код товару (UPC)');
    expect(view.head.id).toBe('463234567819');
    // Catalogue fixtures are test objects: marked as a test product, not a procurement.
    expect(view.head.test?.badge).toBe('Тестовий товар');
    expect(toProductView(product, 'en', ENTITY_TEXTS.en).head.test?.badge).toBe('Test product');
    expect(view.description).toMatch(/^Маски медичні IGAR/);
    expect(valueOf(view.details, 'kind')).toEqual({ kind: 'text', text: 'Товар' });
    expect(valueOf(view.details, 'classification')).toEqual({
      kind: 'text',
      text: '33190000-8 — Медичне обладнання та вироби медичного призначення різні',
    });
    expect(valueOf(view.details, 'identifier')).toBeUndefined();
    expect(valueOf(view.details, 'vendor')).toEqual({ kind: 'text', text: '—' });
    // No date in the fixture: no 1970 either.
    expect(valueOf(view.details, 'dateModified')).toEqual({ kind: 'text', text: '—' });
    expect(shown(view.properties)).toEqual([
      ['Характеристика 1', 'одноразова'],
      ['Характеристика 2', '3'],
      ['Характеристика 3', '50'],
      ['Характеристика 4', 'так'],
      ['Характеристика 5', 'ALL_A, ALL_B, ALL_C'],
      ['Характеристика 6', 'ANY_A, ANY_C'],
      ['Характеристика 7', 'ONE_B'],
      ['Характеристика 8', 'так'],
      [
        'Ступінь локалізації виробництва товару, що є предметом закупівлі, перевищує або дорівнює ступеню локалізації виробництва, встановленому на відповідний рік',
        '50',
      ],
    ]);
    expect(view.requirements).toEqual([]);
  });

  it('shows a profile’s requirements: bounds with units, and alternatives joined', () => {
    const profile = shippedProduct('bridge-pq-profile');
    const uk = toProductView(profile, 'uk', ENTITY_TEXTS.uk);
    // No product code: the catalogue's own id.
    expect(uk.head).toMatchObject({
      idLabel: 'Ідентифікатор',
      id: '655360-30230000-889652-40000777',
    });
    expect(valueOf(uk.details, 'kind')).toEqual({ kind: 'text', text: 'Профіль товару' });
    const rows = byLabel(uk.requirements);
    expect(rows['Діагональ екрану']).toBe('не менше 23,8 дюйм');
    expect(rows['Роздільна здатність']).toBe('1920x1080');
    expect(rows['Контрастність (статична)']).toBe('1000:1 або 3000:1');
    const en = Object.fromEntries(
      shown(toProductView(profile, 'en', ENTITY_TEXTS.en).requirements),
    );
    expect(en['Діагональ екрану']).toMatch(/^at least 23,8 \S/);
    expect(en['Контрастність (статична)']).toBe('1000:1 or 3000:1');
  });

  it.each([...SHIPPED_CATALOGUE.keys()])(
    '%s: every value is text, never undefined, NaN or Invalid Date',
    (name) => {
      for (const lang of ['uk', 'en'] as const) {
        const view = toProductView(shippedProduct(name), lang, ENTITY_TEXTS[lang]);
        expect(JSON.stringify(view)).not.toMatch(/undefined|NaN|Invalid Date/);
        expect(view.head.title.trim()).not.toBe('');
      }
    },
  );
});
