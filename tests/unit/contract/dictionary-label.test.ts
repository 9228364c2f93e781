import { describe, expect, it } from 'vitest';
import type { Dictionary } from '../../../contract/static-data';
import {
  dictionaryDescription,
  dictionaryLabel,
  entryDescription,
  entryLabel,
  localizedField,
  localizedText,
} from '../../../contract/dictionary-label';
import { shippedDictionary } from '../../support/shipped-data';
import { pickLocalized } from '../../../src/lib/localized';

const statusesEn: Dictionary = {
  date_modified: '2025-01-01T00:00:00Z',
  data: {
    complete: { title_uk: 'Завершена', title_en: 'Complete' },
    unsuccessful: { title_uk: 'Не відбулась' },
    blank: { title_uk: 'Порожня', title_en: '  ' },
  },
};
const currencies: Dictionary = {
  date_modified: '2025-01-01T00:00:00Z',
  data: { UAH: { name_uk: 'Гривня', name_en: 'Hryvnia' }, USD: { name_uk: 'Долар' } },
};

describe('the label helper', () => {
  it('reads title_<lang>', () => {
    expect(dictionaryLabel(statusesEn, 'complete', 'en')).toBe('Complete');
    expect(dictionaryLabel(statusesEn, 'complete', 'uk')).toBe('Завершена');
  });

  it('reads name_<lang> for dictionaries with names', () => {
    expect(dictionaryLabel(currencies, 'UAH', 'en')).toBe('Hryvnia');
    expect(dictionaryLabel(currencies, 'UAH', 'uk')).toBe('Гривня');
  });

  it('falls back to Ukrainian when the English label is missing or blank', () => {
    expect(dictionaryLabel(statusesEn, 'unsuccessful', 'en')).toBe('Не відбулась');
    expect(dictionaryLabel(statusesEn, 'blank', 'en')).toBe('Порожня');
    expect(dictionaryLabel(currencies, 'USD', 'en')).toBe('Долар');
  });

  it('falls back to the raw code without a dictionary or an entry', () => {
    expect(dictionaryLabel(undefined, 'active.tendering', 'uk')).toBe('active.tendering');
    expect(dictionaryLabel(statusesEn, 'draft', 'en')).toBe('draft');
    expect(dictionaryLabel(statusesEn, '__proto__', 'uk')).toBe('__proto__');
    expect(dictionaryLabel(statusesEn, 'toString', 'uk')).toBe('toString');
  });

  it('entryLabel is undefined for an entry without labels', () => {
    expect(entryLabel({ url: '/news' }, 'uk')).toBeUndefined();
    expect(entryLabel(undefined, 'en')).toBeUndefined();
  });
});

describe('descriptions', () => {
  const methods = shippedDictionary('procurement_method_types');

  it('reads description_<lang> from the shipped dictionary', () => {
    expect(dictionaryLabel(methods, 'belowThreshold', 'uk')).toBe('Спрощена закупівля');
    expect(dictionaryLabel(methods, 'belowThreshold', 'en')).toBe('Simplified Procedure');
    expect(dictionaryDescription(methods, 'belowThreshold', 'uk')).toMatch(/^Закупівля, що/);
    expect(dictionaryDescription(methods, 'belowThreshold', 'en')).toMatch(/^The procurement/);
  });

  it('falls back to the Ukrainian description, and is undefined without one', () => {
    const entry = { name_uk: 'Звіт', description_uk: 'Звіт про договір', description_en: '' };
    expect(entryDescription(entry, 'en')).toBe('Звіт про договір');
    expect(entryDescription({ name_uk: 'Звіт' }, 'en')).toBeUndefined();
    expect(dictionaryDescription(methods, 'no-such-method', 'uk')).toBeUndefined();
    expect(dictionaryDescription(undefined, 'belowThreshold', 'uk')).toBeUndefined();
  });
});

describe('bilingual upstream text', () => {
  it('takes the English text in English and the Ukrainian one otherwise', () => {
    expect(localizedText('Енергосервіс', 'Energy service', 'en')).toBe('Energy service');
    expect(localizedText('Енергосервіс', 'Energy service', 'uk')).toBe('Енергосервіс');
    expect(localizedText('Енергосервіс', ' ', 'en')).toBe('Енергосервіс');
    expect(localizedText('Енергосервіс', undefined, 'en')).toBe('Енергосервіс');
    expect(pickLocalized('Енергосервіс', 'Energy service', 'en')).toBe('Energy service');
  });

  it('reads <field>_<lang>, then <field>_uk, then the bare field', () => {
    const identifier = {
      legalName: 'Комунальна установа "Будинок милосердя "Затишок" КМР',
      legalName_en:
        'Communal institution "House of Mercy "Zatyshok" of the Kryvyi Rih City Council',
    };
    expect(localizedField(identifier, 'legalName', 'en')).toBe(identifier.legalName_en);
    expect(localizedField(identifier, 'legalName', 'uk')).toBe(identifier.legalName);
    expect(localizedField({ title_uk: 'Ціна', title: 'x' }, 'title', 'en')).toBe('Ціна');
    expect(localizedField({ title: '' }, 'title', 'uk')).toBeUndefined();
    expect(localizedField(undefined, 'title', 'uk')).toBeUndefined();
    expect(localizedField({}, 'constructor', 'uk')).toBeUndefined();
  });
});
