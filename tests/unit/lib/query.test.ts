import { describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from '../../../contract/api';
import type { SearchFilterQuery } from '../../../contract/search';
import { readSearchQuery, toQueryString } from '../../../src/features/search/model/search-query';
import { stringify } from '../../../src/lib/query';
import { parseQuery, QUERY_ERROR } from '../../../server/http/query';

/**
 * The client writes and reads its addresses with qs (src/lib/query.ts); the server parses them
 * with qs within the same limits (server/http/query.ts). These check what both sides see.
 */
describe('the static-data request', () => {
  it('writes the cache array as the server reads it', () => {
    const query = {
      lang: 'uk',
      cache: [{ key: 'marketplaces', date_modified: '2024-05-01T10:00:00+03:00' }, { key: 'cpv' }],
    };
    expect(stringify(query)).toBe(
      'lang=uk&cache[0][key]=marketplaces&cache[0][date_modified]=2024-05-01T10%3A00%3A00%2B03%3A00' +
        '&cache[1][key]=cpv',
    );
    expect(parseQuery(stringify(query))).toEqual(query);
  });

  it('leaves out null and undefined, keeps an empty text', () => {
    expect(stringify({ a: null, b: undefined, c: [], d: {}, e: '', f: [null, 'x'] })).toBe(
      'e=&f[1]=x',
    );
  });
});

describe('the search URL', () => {
  const search: SearchFilterQuery = {
    text: "ремонт (дах) & 'вікна'*!+",
    status: ['active.tendering', 'complete'],
    cpv: ['45261000-4'],
    value: { currency: 'UAH', amount: { start: '1000', end: '2500.5' } },
    date: { tender: { start: '2024-01-01', end: '2024-02-01' }, award: { end: '2025-01-01' } },
    milestone: { code: ['prepayment'] },
    sort_by: 'value',
    order: 'desc',
    page: '2',
  };

  it('is read back by the client and by the server as the search it was written from', () => {
    const written = toQueryString('tender', search);
    expect(written).not.toMatch(/[ !'()*]/);
    expect(readSearchQuery('tender', written)).toEqual(search);
    expect(parseQuery(written)).toEqual(search);
  });

  it('reads lists written every way a link may write them', () => {
    for (const written of [
      'status=active.tendering&status=complete',
      'status[]=active.tendering&status[]=complete',
      'status[0]=active.tendering&status[1]=complete',
      'status%5B0%5D=active.tendering&status%5b1%5d=complete',
      'status[1]=complete&status[0]=active.tendering',
    ]) {
      expect(readSearchQuery('tender', written).status, written).toEqual([
        'active.tendering',
        'complete',
      ]);
    }
  });

  it('is the default search where the server would refuse it: over 1,000 parameters, 20 list entries or depth 5', () => {
    const params = (n: number) => Array.from({ length: n }, (_, i) => `p${i}=x`).join('&');
    const statuses = (n: number) => Array.from({ length: n }, (_, i) => `status[]=s${i}`).join('&');
    const cases: [string, boolean][] = [
      [`text=a&${params(QUERY_LIMITS.parameterLimit - 1)}`, true],
      [`text=a&${params(QUERY_LIMITS.parameterLimit)}`, false],
      [`text=a&${statuses(QUERY_LIMITS.arrayLimit)}`, true],
      [`text=a&${statuses(QUERY_LIMITS.arrayLimit + 1)}`, false],
      ['text=a&date[tender][start][b][c][d]=x', true],
      ['text=a&date[tender][start][b][c][d][e]=x', false],
    ];
    const quiet = console.warn;
    console.warn = () => undefined;
    try {
      for (const [written, accepted] of cases) {
        const what = written.slice(-40);
        expect(parseQuery(written)[QUERY_ERROR] === undefined, `server: ${what}`).toBe(accepted);
        expect(readSearchQuery('tender', written).text, `client: ${what}`).toBe(
          accepted ? 'a' : undefined,
        );
      }
    } finally {
      console.warn = quiet;
    }
  });
});
