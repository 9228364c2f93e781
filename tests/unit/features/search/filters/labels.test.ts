import { describe, expect, it } from 'vitest';
import { queryFilterLabel } from '../../../../../src/features/search/model/filters/labels';
import { filtersT } from './filter-context';

describe('a filter of the address, named as its panel names it', () => {
  it('gives an empty search the panel group’s names, in both languages', () => {
    const uk = filtersT('uk');
    expect(queryFilterLabel('region', 'tender', uk)).toBe('Регіон замовника');
    expect(queryFilterLabel('proc_type', 'tender', uk)).toBe('Тип процедури');
    expect(queryFilterLabel('date.award', 'tender', uk)).toBe('Період визначення переможця');
    expect(queryFilterLabel('year', 'plan', uk)).toBe('Рік плану');
    expect(queryFilterLabel('value', 'plan', uk)).toBe('Бюджет');
    expect(queryFilterLabel('value', 'tender', uk)).toBe('Очікувана вартість');
    expect(queryFilterLabel('region', 'tender', filtersT('en'))).toBe("Buyer's region");
  });

  it('names a CPV group (cpv_mask) as the one classifier filter that sets it', () => {
    const uk = filtersT('uk');
    expect(queryFilterLabel('cpv_mask', 'tender', uk)).toBe(queryFilterLabel('cpv', 'tender', uk));
    expect(queryFilterLabel('cpv_mask', 'tender', uk)).toBe('Класифікатор ДК 021:2015');
  });

  it('leaves to the screen what no panel holds: the search text', () => {
    expect(queryFilterLabel('text', 'tender', filtersT('uk'))).toBeUndefined();
  });
});
