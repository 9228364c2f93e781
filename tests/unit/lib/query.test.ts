import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { stringify } from '../../../src/lib/query';
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
