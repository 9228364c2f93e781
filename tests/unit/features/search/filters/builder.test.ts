import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchFilterQuery } from '../../../../../contract/search';
import {
  addToList,
  clearFilters,
  removeFromList,
  setAmount,
  setDateRange,
  setList,
  setLocalShare,
  setMilestones,
  setTestMode,
  setText,
  waitsToApply,
  withoutPage,
} from '../../../../../src/features/search/model/filters/builder';
import { stringify } from '../../../../../src/lib/query';

const base: SearchFilterQuery = { text: 'ремонт', page: '3', status: ['complete'] };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the filter builder', () => {
  it('ignores an undefined value and logs "Param <name> is undefined"', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(setList(base, 'status', undefined)).toBe(base);
    expect(setText(base, undefined)).toBe(base);
    expect(setAmount(base, undefined)).toBe(base);
    expect(setDateRange(base, 'tender', undefined)).toBe(base);
    expect(setMilestones(base, undefined)).toBe(base);
    expect(setLocalShare(base, undefined)).toBe(base);
    expect(setTestMode(base, undefined)).toBe(base);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      'Param status is undefined',
      'Param text is undefined',
      'Param value is undefined',
      'Param date[tender] is undefined',
      'Param milestone is undefined',
      'Param local_share is undefined',
      'Param mode is undefined',
    ]);
  });

  it('drops empty text and empty values, trims and dedupes lists', () => {
    expect(setText(base, '   ')).not.toHaveProperty('text');
    expect(setText(base, ' школа ').text).toBe('школа');
    expect(setList(base, 'status', ['', ' '])).not.toHaveProperty('status');
    expect(setList(base, 'buyer', [' 123 ', '123', '456']).buyer).toEqual(['123', '456']);
    expect(removeFromList(base, 'status', 'complete')).not.toHaveProperty('status');
    expect(addToList(base, 'status', 'complete').status).toEqual(['complete']);
    expect(setMilestones(base, [])).not.toHaveProperty('milestone');
    expect(setMilestones(base, ['prepayment']).milestone).toEqual({ code: ['prepayment'] });
    expect(setLocalShare({ local_share: '10' }, '')).toEqual({});
  });

  it('keeps the value currency UAH, normalises amounts and orders the bounds', () => {
    expect(setAmount(base, { start: '1 000,5' }).value).toEqual({
      currency: 'UAH',
      amount: { start: '1000.5' },
    });
    expect(setAmount(base, { start: '5000', end: '100' }).value).toEqual({
      currency: 'UAH',
      amount: { start: '100', end: '5000' },
    });
    expect(setAmount(base, { start: 'abc', end: '' })).not.toHaveProperty('value');
    expect(setAmount({ value: { currency: 'UAH', amount: { end: '1' } } }, {})).toEqual({});
  });

  it('keeps date ranges per period and removes an emptied date object', () => {
    const one = setDateRange({}, 'tender', { start: '2024-03-01', end: '' });
    expect(one).toEqual({ date: { tender: { start: '2024-03-01' } } });
    const two = setDateRange(one, 'award', { start: '2024-05-02', end: '2024-04-01' });
    expect(two.date).toEqual({
      tender: { start: '2024-03-01' },
      award: { start: '2024-04-01', end: '2024-05-02' },
    });
    expect(setDateRange(setDateRange(two, 'tender', {}), 'award', { start: 'x' })).toEqual({});
  });

  it('writes the spec query shape through the one serialiser', () => {
    let query = setList({}, 'status', ['complete']);
    query = setList(query, 'proc_type', ['reporting']);
    query = setAmount(query, { start: '1000' });
    query = setMilestones(query, ['prepayment']);
    query = setTestMode(query, true);
    expect(decodeURIComponent(stringify(query))).toBe(
      'status[0]=complete&proc_type[0]=reporting&value[currency]=UAH&value[amount][start]=1000' +
        '&milestone[code][0]=prepayment&mode=test',
    );
    expect(setTestMode(query, false)).not.toHaveProperty('mode');
  });

  it('leaves the page out, and "clear all" keeps only text, sort and page size', () => {
    expect(withoutPage(base)).toEqual({ text: 'ремонт', status: ['complete'] });
    expect(
      clearFilters({
        ...base,
        sort_by: 'value',
        order: 'asc',
        per_page: '20',
        mode: 'test',
        region: ['Київ'],
      }),
    ).toEqual({ text: 'ремонт', sort_by: 'value', order: 'asc', per_page: '20' });
  });
});

describe('what waits for "apply"', () => {
  it('nothing while the draft is the search, whatever its page', () => {
    expect(waitsToApply({ ...base, page: '1' }, base)).toBe(false);
  });

  it('a typed amount or code the search does not have yet', () => {
    expect(waitsToApply(setAmount(base, { start: '1000' }), base)).toBe(true);
    expect(waitsToApply(setList(base, 'buyer', ['12345678']), base)).toBe(true);
  });
});
