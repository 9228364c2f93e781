import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../../contract/api';
import { filterParts, resultsState } from '../../../../src/features/search/model/empty-state';
import { countsDownIn } from '../../../../src/features/search/model/cards';
import { highlight } from '../../../../src/features/search/model/highlight';
import { currentSort, sortOptions, withSort } from '../../../../src/features/search/model/sort';
import { totalText } from '../../../../src/features/search/model/total';

const marked = (text: string, search: string) =>
  highlight(text, search)
    .filter((segment) => segment.match)
    .map((segment) => segment.text);

describe('matches of the text search', () => {
  it('marks words at the start of a word, in any case, and keeps all the text', () => {
    const text = 'Ремонт покрівлі: РЕМОНТУ даху та поточний ремонт';
    const segments = highlight(text, 'ремонт даху');
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(marked(text, 'ремонт даху')).toEqual(['Ремонт', 'РЕМОНТ', 'даху', 'ремонт']);
    expect(marked('переремонт', 'ремонт')).toEqual([]);
  });

  it('marks a code anywhere, and ignores one-letter words and markup', () => {
    expect(marked('UA-2024-02-28-009286-a', 'UA-2024-02-28-009286-a')).toEqual([
      'UA-2024-02-28-009286-a',
    ]);
    expect(marked('ЄДРПОУ 21725150', '2172')).toEqual(['2172']);
    expect(marked('a b c', 'a')).toEqual([]);
    expect(marked('<b>x</b> (дах)', '<b> (дах')).toEqual(['дах']);
    expect(highlight('anything', '')).toEqual([{ text: 'anything', match: false }]);
  });
});

describe('results that count down', () => {
  it('tick only with a tender in bidding among them', () => {
    const closed = [{ status: 'complete' }, { status: 'cancelled' }];
    expect(countsDownIn('tender', closed)).toBe(false);
    expect(countsDownIn('tender', [...closed, { status: 'active.tendering' }])).toBe(true);
    expect(countsDownIn('tender', [{ status: 'active.enquiries' }])).toBe(true);
    expect(countsDownIn('plan', [{ status: 'active.tendering' }])).toBe(false);
    expect(countsDownIn('tender', [])).toBe(false);
  });
});

describe('sort', () => {
  it('offers each section its sorts', () => {
    expect(sortOptions('tender').map((option) => option.value)).toEqual([
      'publication_date,desc',
      'publication_date,asc',
      'value,asc',
      'value,desc',
    ]);
    expect(sortOptions('plan')).toHaveLength(4);
    expect(sortOptions('catalog').map((option) => option.value)).toEqual([
      'publication_date,desc',
      'publication_date,asc',
    ]);
    expect(sortOptions('products')).toEqual([]);
  });

  it('is newest first by default, with no sort in the address', () => {
    expect(currentSort({})).toBe('publication_date,desc');
    const sorted = withSort('tender', { text: 'x', page: '3' }, 'value,desc');
    expect(sorted).toEqual({ text: 'x', sort_by: 'value', order: 'desc' });
    expect(currentSort(sorted)).toBe('value,desc');
    expect(withSort('tender', sorted, 'publication_date,desc')).toEqual({ text: 'x' });
    expect(withSort('catalog', {}, 'value,desc')).toEqual({});
  });
});

describe('the total', () => {
  it('is counted, approximate or more than the window', () => {
    expect(totalText(164, 'eq')).toEqual({ key: 'total.exact', count: 164, number: '164' });
    expect(totalText(5000, 'approx')).toEqual({
      key: 'total.approx',
      count: 5000,
      number: '5\u00a0000',
    });
    expect(totalText(10000, 'gte').key).toBe('total.more');
  });
});

const answer = (data: unknown[], total: number): SearchResponse<unknown> => ({
  data,
  page: 1,
  per_page: 10,
  total,
  total_relation: 'eq',
});

describe('what the results area says without cards', () => {
  it('sends a page past the end to the last page, never "nothing found"', () => {
    const state = resultsState(
      'tender',
      { text: 'x', page: '999' },
      answer([], 164),
      false,
      undefined,
    );
    expect(state).toEqual({
      kind: 'pastEnd',
      page: 999,
      lastPage: 17,
      lastHref: '/search/tender?text=x&page=17',
    });
  });

  it('offers a retry after a failure', () => {
    expect(resultsState('plan', { year: ['2024'] }, answer([], 0), true, undefined)).toEqual({
      kind: 'failed',
      retryHref: '/search/plan?year[0]=2024',
    });
  });

  it('suggests removing the filter whose removal finds the most, or the test objects', () => {
    const query = {
      status: ['complete'],
      region: ['Київ'],
      date: { tender: { start: '2024-01-01' } },
      sort_by: 'value' as const,
      order: 'asc' as const,
    };
    expect(filterParts(query).map((part) => part.id)).toEqual(['status', 'region', 'date.tender']);
    const kyiv = '%D0%9A%D0%B8%D1%97%D0%B2';
    const state = resultsState('tender', query, answer([], 0), false, {
      testTotal: 2,
      without: [
        { id: 'status', total: 3 },
        { id: 'region', total: 0 },
        { id: 'date.tender', total: 12 },
      ],
    });
    expect(state).toEqual({
      kind: 'empty',
      testHref: `/search/tender?status[0]=complete&region[0]=${kyiv}&date[tender][start]=2024-01-01&mode=test&sort_by=value&order=asc`,
      relax: {
        id: 'date.tender',
        total: 12,
        href: `/search/tender?status[0]=complete&region[0]=${kyiv}&sort_by=value&order=asc`,
      },
      clearHref: undefined,
    });
  });

  it('offers to clear several filters when no single one is to blame', () => {
    const state = resultsState(
      'plan',
      { year: ['2024'], text: 'x', mode: 'test' },
      answer([], 0),
      false,
      {
        without: [
          { id: 'year', total: 0 },
          { id: 'text', total: 0 },
        ],
      },
    );
    expect(state).toEqual({
      kind: 'empty',
      testHref: undefined,
      relax: undefined,
      clearHref: '/search/plan?mode=test',
    });
  });
});
