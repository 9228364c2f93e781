import { describe, expect, it } from 'vitest';
import type { Dictionary } from '../../../contract/static-data';
import { dictionaryLabel, entryLabel } from '../../../src/lib/dictionary-label';

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
