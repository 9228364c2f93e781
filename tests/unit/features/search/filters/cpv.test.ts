import { describe, expect, it } from 'vitest';
import {
  addCpv,
  cpvPrefixOf,
  searchCpv,
} from '../../../../../src/features/search/model/filters/cpv';
import { DICTIONARIES } from './filter-context';

const cpv = DICTIONARIES.cpv;
if (!cpv) throw new Error('the cpv dictionary is shipped');

describe('the CPV picker', () => {
  it('finds codes by their digits, in classifier order', () => {
    const found = searchCpv(cpv, '031', 'uk', 5);
    expect(found.matches[0]).toEqual({
      code: '03100000-2',
      name: 'Сільськогосподарська продукція та продукція рослинництва',
    });
    expect(found.matches.every((match) => match.code.startsWith('031'))).toBe(true);
    expect(found.total).toBe(Object.keys(cpv.data).filter((code) => code.startsWith('031')).length);
    expect(found.matches).toHaveLength(5);
  });

  it('finds codes by every word of the name, in the language or in Ukrainian', () => {
    const uk = searchCpv(cpv, 'ремонт будівель', 'uk', 50);
    expect(uk.total).toBeGreaterThan(0);
    for (const match of uk.matches) {
      expect(match.name.toLowerCase()).toContain('ремонт');
      expect(match.name.toLowerCase()).toContain('будівель');
    }
    const en = searchCpv(cpv, 'horticultural', 'en', 50);
    expect(en.matches.map((match) => match.code)).toContain('03100000-2');
    expect(searchCpv(cpv, '', 'uk', 10)).toEqual({ matches: [], total: 0 });
  });

  it('offers a prefix for a code with the delimiter', () => {
    expect(cpvPrefixOf('4521*')).toBe('4521');
    expect(cpvPrefixOf('4521')).toBeUndefined();
    expect(searchCpv(cpv, '4521*', 'uk', 3).prefix).toBe('4521');
  });

  it('sends a prefix or a code with subcategories to cpv_mask, an exact code to cpv', () => {
    expect(addCpv({}, '4521*', false)).toEqual({ cpv_mask: ['4521'] });
    expect(addCpv({}, '45000000-7', true)).toEqual({ cpv_mask: ['45000000-7'] });
    expect(addCpv({ cpv: ['03100000-2'] }, '45000000-7', false)).toEqual({
      cpv: ['03100000-2', '45000000-7'],
    });
  });
});
