import qs from 'qs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchSection } from '../../../../contract/api';
import { SECTION_FILTERS } from '../../../../contract/search';
import type { SearchFilterQuery } from '../../../../contract/search';
import {
  cleanQuery,
  csvHref,
  feedHref,
  ocdsHref,
  readSearchQuery,
  searchHref,
  toQueryString,
  withPage,
} from '../../../../src/features/search/model/search-query';

const read = (section: SearchSection, href: string) =>
  readSearchQuery(section, href.includes('?') ? href.slice(href.indexOf('?') + 1) : '');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the search in the address', () => {
  const full: SearchFilterQuery = {
    text: 'ремонт даху & вікна',
    status: ['active.tendering', 'complete'],
    region: ['Київ'],
    cpv: ['45261000-4'],
    proc_type: ['aboveThreshold'],
    value: { currency: 'UAH', amount: { start: '1000', end: '2500.5' } },
    date: { tender: { start: '2024-01-01' }, award: { end: '2025-01-01' } },
    buyer: ['21725150'],
    tenderer: ['00037256'],
    funders: ['44000'],
    proc_rationale: ['lowPrice'],
    milestone: { code: ['prepayment'] },
    awardCriteria: ['lowestCost'],
    local_share: '20',
    mode: 'test',
    sort_by: 'value',
    order: 'desc',
    page: '3',
  };

  it('round-trips a whole tender search through its address', () => {
    const href = searchHref('tender', full);
    expect(href.startsWith('/search/tender?text=')).toBe(true);
    expect(read('tender', href)).toEqual(full);
    expect(searchHref('tender', read('tender', href))).toBe(href);
  });

  it('writes the query the server parses back to the same search', () => {
    expect(qs.parse(toQueryString('tender', full))).toEqual(full);
  });

  it('keeps each section to the keys it takes, plus the test switch', () => {
    const everything = {
      ...full,
      vendor: ['1'],
      year: ['2024'],
      framework_types: ['x'],
      group: ['g'],
    };
    for (const section of ['tender', 'plan', 'catalog', 'products'] as const) {
      const keys = Object.keys(cleanQuery(section, everything));
      const allowed: readonly string[] = SECTION_FILTERS[section].keys;
      expect(keys.filter((key) => key !== 'mode' && !allowed.includes(key))).toEqual([]);
      expect(keys).toContain('mode');
    }
    expect(cleanQuery('plan', full).date).toEqual({ tender: { start: '2024-01-01' } });
    expect(cleanQuery('catalog', full).date).toBeUndefined();
    expect(
      cleanQuery('plan', { date: { plan: { start: '2024-01-01' }, award: { end: 'x' } } }),
    ).toEqual({ date: { plan: { start: '2024-01-01' } } });
    expect(cleanQuery('products', full)).toEqual({
      text: full.text,
      status: full.status,
      cpv: full.cpv,
      mode: 'test',
      page: '3',
    });
  });

  it('drops empty values, unknown keys and page 1', () => {
    expect(
      read(
        'tender',
        '?text=%20%20&status[0]=&status[1]=complete&value[amount][start]=&date[tender][end]=' +
          '&milestone[code]=&page=1&lang=en&foo=bar&filterType=tender',
      ),
    ).toEqual({ status: ['complete'] });
    expect(searchHref('tender', {})).toBe('/search/tender');
  });

  it('reads a single value as a list and any list form qs reads', () => {
    expect(read('tender', '?status=complete')).toEqual({ status: ['complete'] });
    expect(read('tender', '?status[]=a&status[]=b&status=a')).toEqual({ status: ['a', 'b'] });
  });

  it('puts the value range in UAH and keeps an order only with a sort of the section', () => {
    expect(read('tender', '?value[amount][end]=500')).toEqual({
      value: { currency: 'UAH', amount: { end: '500' } },
    });
    expect(read('tender', '?order=asc')).toEqual({});
    expect(read('tender', '?sort_by=budget&order=asc')).toEqual({});
    expect(read('catalog', '?sort_by=value&order=asc')).toEqual({});
    expect(read('catalog', '?sort_by=publication_date&order=asc')).toEqual({
      sort_by: 'publication_date',
      order: 'asc',
    });
    expect(read('products', '?sort_by=publication_date')).toEqual({});
    expect(read('tender', '?local_share=12')).toEqual({});
  });

  it('keeps the page within the 10,000-result window', () => {
    expect(read('tender', '?page=999')).toEqual({ page: '999' });
    expect(read('tender', '?page=5000')).toEqual({ page: '1000' });
    expect(read('tender', '?page=5000&per_page=100')).toEqual({ page: '100', per_page: '100' });
    expect(read('tender', '?page=-2&per_page=0')).toEqual({});
    expect(read('tender', '?page=2.5&per_page=10')).toEqual({});
    expect(withPage({ text: 'x', page: '4' }, 1)).toEqual({ text: 'x' });
  });

  it('opens the default search for an address the API would refuse (over the limits)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const many = Array.from({ length: 21 }, (_, i) => `status=${i}`).join('&');
    expect(read('tender', `?${many}`)).toEqual({});
    expect(read('tender', '?date[a][b][c][d][e][f]=1')).toEqual({});
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('links the CSV of the whole search, without its paging, in the interface’s language', () => {
    expect(
      csvHref('/api', 'plan', { text: 'ліки', page: '2', per_page: '50', year: ['2024'] }, 'en'),
    ).toBe('/api/search/plan.csv?text=%D0%BB%D1%96%D0%BA%D0%B8&year[0]=2024&lang=en');
    expect(csvHref('/api', 'catalog', {}, 'uk')).toBe('/api/search/catalog.csv?lang=uk');
  });

  it('links the OCDS releases of the whole tender search, with the same filters and language', () => {
    expect(ocdsHref('/api', { status: ['complete'], page: '3', per_page: '50' }, 'en')).toBe(
      '/api/search/tender.ocds.jsonl?status[0]=complete&lang=en',
    );
    expect(ocdsHref('/api', {}, 'uk')).toBe('/api/search/tender.ocds.jsonl?lang=uk');
  });

  it('links the Atom feed of the tender search at the site’s root, without its paging', () => {
    expect(feedHref({ text: 'ліки', status: ['active'], page: '3', per_page: '50' }, 'en')).toBe(
      '/feeds/tender.atom?text=%D0%BB%D1%96%D0%BA%D0%B8&status[0]=active&lang=en',
    );
    expect(feedHref({}, 'uk')).toBe('/feeds/tender.atom?lang=uk');
  });
});
