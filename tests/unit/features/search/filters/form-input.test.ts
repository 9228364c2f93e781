import { describe, expect, it } from 'vitest';
import type { SearchFilterQuery } from '../../../../../contract/search';
import { fromFormInput } from '../../../../../src/features/search/model/filters/form-input';
import {
  hiddenFields,
  readSearchQuery,
  toQueryString,
} from '../../../../../src/features/search/model/search-query';

/** What a browser sends for a form's fields, in their order. */
const submitted = (fields: [string, string][]): string => new URLSearchParams(fields).toString();

const readForm = (search: string) => readSearchQuery('tender', search, fromFormInput);

describe('a search sent by the page’s forms without scripts', () => {
  it('reads the filter panel’s fields as the panel builds them with scripts', () => {
    const search = submitted([
      ['text', 'ремонт'],
      ['sort_by', 'value'],
      ['order', 'asc'],
      ['mode', 'test'],
      ['status', 'active.tendering'],
      ['status', 'complete'],
      ['proc_type', 'aboveThreshold'],
      ['cpv', '45261000-4, 09130000-9'],
      ['cpv_mask', ''],
      ['buyer', '21725150, 00037256 ; Київтеплоенерго'],
      ['tenderer', ''],
      ['value[amount][start]', '1 000 000,50'],
      ['value[amount][end]', ''],
      ['date[tender][start]', '2024-01-01'],
      ['date[tender][end]', ''],
      ['milestone[code]', 'prepayment'],
      ['local_share', ''],
    ]);
    expect(readForm(search)).toEqual({
      text: 'ремонт Київтеплоенерго',
      status: ['active.tendering', 'complete'],
      cpv: ['45261000-4', '09130000-9'],
      proc_type: ['aboveThreshold'],
      value: { currency: 'UAH', amount: { start: '1000000.5' } },
      date: { tender: { start: '2024-01-01' } },
      buyer: ['21725150', '00037256'],
      milestone: { code: ['prepayment'] },
      mode: 'test',
      sort_by: 'value',
      order: 'asc',
    });
  });

  it('reads the sort’s one value, and a name typed alone as the text', () => {
    expect(readForm('text=&sort=publication_date%2Casc&tenderer=ТОВ+Будівельник')).toEqual({
      text: 'ТОВ Будівельник',
      sort_by: 'publication_date',
      order: 'asc',
    });
  });

  it('keeps what the other forms do not send: each form’s hidden fields give back the search', () => {
    const query: SearchFilterQuery = {
      text: 'дах',
      status: ['active.tendering'],
      value: { currency: 'UAH', amount: { start: '1000' } },
      buyer: ['21725150'],
      sort_by: 'value',
      order: 'desc',
    };
    expect(readForm(submitted(hiddenFields('tender', query)))).toEqual(query);
    const boxSent = submitted([
      ...hiddenFields('tender', { ...query, text: undefined }),
      ['text', 'вікна'],
    ]);
    expect(readForm(boxSent)).toEqual({ ...query, text: 'вікна' });
  });

  it('leaves an address the app wrote as it is', () => {
    const query: SearchFilterQuery = {
      text: 'ремонт',
      cpv: ['45261000-4'],
      cpv_mask: ['4526*'],
      buyer: ['21725150', '00037256'],
      value: { currency: 'UAH', amount: { start: '1000', end: '2500.5' } },
      sort_by: 'publication_date',
      order: 'asc',
    };
    const search = toQueryString('tender', query);
    expect(readForm(search)).toEqual(readSearchQuery('tender', search));
    expect(readForm(search)).toEqual(query);
  });
});
