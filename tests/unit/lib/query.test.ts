import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { QUERY_LIMITS, parse, stringify } from '../../../src/lib/query';
import { seededRandom } from '../../../scripts/seeded-random';

/** What the client promises: the same string as qs with the options the server's parser mirrors. */
const withQs = (params: object) =>
  qs.stringify(params, { arrayFormat: 'indices', encodeValuesOnly: true, skipNulls: true });

describe('stringify', () => {
  it('writes the static-data cache array as the server reads it', () => {
    const query = {
      lang: 'uk',
      cache: [{ key: 'marketplaces', date_modified: '2024-05-01T10:00:00+03:00' }, { key: 'cpv' }],
    };
    expect(stringify(query)).toBe(
      'lang=uk&cache[0][key]=marketplaces&cache[0][date_modified]=2024-05-01T10%3A00%3A00%2B03%3A00' +
        '&cache[1][key]=cpv',
    );
    expect(qs.parse(stringify(query))).toEqual(query);
  });

  it('writes a search with ranges, lists and Ukrainian text', () => {
    const query = {
      text: "ремонт (дах) & 'вікна'*!",
      status: ['active.tendering', 'complete'],
      value: { amount: { start: 1000, end: 2500.5 } },
      date: { tender: { start: '2024-01-01' } },
      page: 2,
      local_share: true,
    };
    expect(stringify(query)).toBe(withQs(query));
    expect(stringify(query)).not.toMatch(/[!'()*]/);
  });

  it('leaves out null, undefined, empty lists and empty objects', () => {
    const query = {
      a: null,
      b: undefined,
      c: [],
      d: {},
      e: '',
      f: [null, 'x'],
      g: { h: undefined },
    };
    expect(stringify(query)).toBe(withQs(query));
    expect(stringify(query)).toBe('e=&f[1]=x');
  });

  it('writes dates as ISO strings', () => {
    const query = { at: new Date(Date.UTC(2024, 1, 29, 12, 30)) };
    expect(stringify(query)).toBe(withQs(query));
  });

  it('agrees with qs on 500 random nested queries', () => {
    const random = seededRandom(11);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const leaf = () =>
      pick([
        () => pick(['', 'a b', 'ґанок', '50/50%', '#?&=[]', 'x+y', '\u{1F600}', '~-._']),
        () => Math.round(random() * 1e6) / 100,
        () => random() < 0.5,
        () => null,
        () => undefined,
      ])();
    const value = (depth: number): unknown => {
      if (depth > 2 || random() < 0.5) return leaf();
      if (random() < 0.5)
        return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
      return Object.fromEntries(
        Array.from({ length: Math.floor(random() * 4) }, (_, i) => [`k${i}`, value(depth + 1)]),
      );
    };
    for (let i = 0; i < 500; i += 1) {
      const query = Object.fromEntries(
        Array.from({ length: 1 + Math.floor(random() * 4) }, (_, j) => [`p${j}`, value(0)]),
      );
      expect(stringify(query)).toBe(withQs(query));
    }
  });
});

/** The server's parser (server/http/query.ts): qs within the spec §9 limits, over them an error. */
const serverParse = (query: string) =>
  qs.parse(query, {
    ...QUERY_LIMITS,
    throwOnLimitExceeded: true,
    strictDepth: true,
    allowPrototypes: false,
  });

/** What parse gives, or the error it throws, beside what the server's qs gives. */
const both = (query: string) => {
  const run = (parser: (text: string) => unknown) => {
    try {
      return { value: parser(query) };
    } catch (error) {
      return { error: error instanceof RangeError };
    }
  };
  return { ours: run(parse), qs: run(serverParse) };
};

const agrees = (query: string) => {
  const { ours, qs: theirs } = both(query);
  expect(ours, query).toEqual(theirs);
};

describe('parse', () => {
  it('reads back what stringify writes for a whole search', () => {
    const query = {
      text: "ремонт (дах) & 'вікна'*!+",
      status: ['active.tendering', 'complete'],
      cpv_mask: ['451'],
      value: { currency: 'UAH', amount: { start: '1000', end: '2500.5' } },
      date: { tender: { start: '2024-01-01', end: '2024-02-01' }, award: { end: '2025-01-01' } },
      milestone: { code: ['prepayment'] },
      sort_by: 'value',
      order: 'desc',
      page: '2',
      mode: 'test',
    };
    expect(parse(stringify(query))).toEqual(query);
    agrees(stringify(query));
  });

  it('reads lists written every way qs reads them', () => {
    for (const query of [
      'status=a&status=b',
      'status[]=a&status[]=b',
      'status[0]=a&status[1]=b',
      'status%5B0%5D=a&status%5b1%5d=b',
      'status[1]=b&status[0]=a',
      'status[3]=x',
      'status[]=a&status[0]=b',
      'a=1&a[b]=2',
      'a[b]=2&a=1',
      'a[0]=1&a[b]=2',
      'a[b]=1&a[0]=2',
      'value[amount][start]=1&value[amount][end]=2&value[currency]=UAH',
      '',
      'a',
      'a=',
      '=x&b=1',
      'a=1&&b=2',
      'text=%E0%A4%A',
      'text=a+b%2Bc',
      'a[=1',
      'a]=1',
      'a[b=1',
      'a[[b]]=1',
      'a[ 1]=x',
      'a[-1]=x',
      'a[01]=x',
      '[0]=x',
      '[a]=x',
      'toString=1&a=2',
      'a[hasOwnProperty]=1&a[b]=2',
      '__proto__[x]=1',
      'a[__proto__]=1',
      '1=a&b=c&0=d',
    ]) {
      agrees(query);
    }
  });

  it('agrees with qs on the 500 random queries stringify wrote', () => {
    const random = seededRandom(29);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const value = (depth: number): unknown => {
      if (depth > 2 || random() < 0.4) return pick(['', 'a b', 'ґанок', '50/50%', '#?&=[]', 'x+y']);
      if (random() < 0.5)
        return Array.from({ length: Math.floor(random() * 5) }, () => value(depth + 1));
      return Object.fromEntries(
        Array.from({ length: Math.floor(random() * 4) }, (_, i) => [`k${i}`, value(depth + 1)]),
      );
    };
    for (let i = 0; i < 500; i += 1) {
      const query = Object.fromEntries(
        Array.from({ length: 1 + Math.floor(random() * 4) }, (_, j) => [`p${j}`, value(0)]),
      );
      agrees(stringify(query));
    }
  });

  it('agrees with qs on 3,000 random strings of keys, brackets and separators', () => {
    const random = seededRandom(5);
    const tokens = [
      'a',
      'a=1&',
      'a[]=2&',
      'a[0]=3&',
      'a[b]=4&',
      'a[1][c]=5&',
      'a[]&',
      'b[c][d]=6&',
      '[',
      ']',
      '[]',
      '[1]',
      '[19]',
      '[20]',
      '=',
      '&',
      '%5B',
      '%5D',
      '+',
      '%',
      'toString',
      '__proto__',
    ];
    for (let i = 0; i < 3000; i += 1) {
      agrees(
        Array.from(
          { length: 1 + Math.floor(random() * 24) },
          () => tokens[Math.floor(random() * tokens.length)],
        ).join(''),
      );
    }
  });

  it('refuses what the server refuses: over 1,000 parameters, 20 list entries or depth 5', () => {
    const params = (n: number) => Array.from({ length: n }, (_, i) => `p${i}=x`).join('&');
    const repeated = (n: number, key: string) =>
      Array.from({ length: n }, (_, i) => `${key}=${i}`).join('&');
    const cases = {
      [params(QUERY_LIMITS.parameterLimit)]: true,
      [params(QUERY_LIMITS.parameterLimit + 1)]: false,
      [repeated(QUERY_LIMITS.arrayLimit, 'a')]: true,
      [repeated(QUERY_LIMITS.arrayLimit + 1, 'a')]: false,
      [repeated(QUERY_LIMITS.arrayLimit, 'a[]')]: true,
      [repeated(QUERY_LIMITS.arrayLimit + 1, 'a[]')]: false,
      [`a[${QUERY_LIMITS.arrayLimit - 1}]=x`]: true,
      [`a[${QUERY_LIMITS.arrayLimit}]=x`]: false,
      'a[b][c][d][e][f]=x': true,
      'a[b][c][d][e][f][g]=x': false,
    };
    for (const [query, accepted] of Object.entries(cases)) {
      const { ours, qs: theirs } = both(query);
      expect(theirs.error === undefined, `qs on ${query.slice(0, 40)}`).toBe(accepted);
      expect(ours, query.slice(0, 60)).toEqual(theirs);
    }
  });
});
