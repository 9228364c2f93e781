import { describe, expect, it } from 'vitest';
import { toResultRows } from '../../../../src/features/search/model/results';
import { readSearchParams, toApiQuery } from '../../../../src/features/search/model/search-params';

describe('search parameters', () => {
  it('defaults to page 1 and 10 per page', () => {
    expect(readSearchParams(new URLSearchParams(''))).toEqual({ text: '', page: 1, per_page: 10 });
  });

  it('reads text, page and per_page, rejecting nonsense', () => {
    expect(readSearchParams(new URLSearchParams('text=%20ліки%20&page=3&per_page=20'))).toEqual({
      text: 'ліки',
      page: 3,
      per_page: 20,
    });
    expect(readSearchParams(new URLSearchParams('page=-1&per_page=abc'))).toEqual({
      text: '',
      page: 1,
      per_page: 10,
    });
    expect(readSearchParams(new URLSearchParams('per_page=5000&page=99999'))).toEqual({
      text: '',
      page: 10,
      per_page: 1000,
    });
  });

  it('leaves empty text out of the API query', () => {
    expect(toApiQuery({ text: '', page: 1, per_page: 10 })).toEqual({ page: 1, per_page: 10 });
    expect(toApiQuery({ text: 'UA-2024', page: 2, per_page: 10 })).toEqual({
      text: 'UA-2024',
      page: 2,
      per_page: 10,
    });
  });
});

describe('search result rows', () => {
  const hit = {
    id: 'abc',
    tenderID: 'UA-2023-09-08-012599-a',
    title: 'Реконструкція',
    title_en: 'Reconstruction',
    status: 'active.tendering',
    procurementMethodType: 'aboveThreshold',
    value: { amount: 106034293, currency: 'UAH', valueAddedTaxIncluded: true },
    procuringEntityName: 'Замовник',
    dateModified: '2023-09-08T00:00:00Z',
  };

  it('maps tender hits in the current language', () => {
    expect(toResultRows([hit], 'en')).toEqual([
      {
        id: 'abc',
        tenderID: 'UA-2023-09-08-012599-a',
        title: 'Reconstruction',
        customer: 'Замовник',
        status: 'active.tendering',
        value: hit.value,
      },
    ]);
  });

  it('skips rows of an unknown shape', () => {
    expect(toResultRows([{ planID: 'UA-P-2024' }, null, 'x'], 'uk')).toEqual([]);
  });
});
