import { beforeAll, describe, expect, it } from 'vitest';
import { SqlParams } from '../../../../server/db/sql-params.ts';
import {
  isCodeLike,
  needleOf,
  prefixQuery,
  textCondition,
} from '../../../../server/search/text-match.ts';
import { dictionaryForms } from '../../../../server/search/word-forms/index.ts';

const columns = { tsv: ['tsv'], codes: 'codes' };

describe('text matching', () => {
  // The dictionary takes about a second to read, more on a loaded machine: once, before the tests.
  beforeAll(() => {
    dictionaryForms('ремонт');
  }, 60_000);

  it('looks up each word as a prefix, all of them required', () => {
    expect(prefixQuery('ремонт доріг')).toBe('ремонт:* & доріг:*');
    expect(prefixQuery(needleOf("  М'ЯСО "))?.split(' & ')).toEqual(['м:*', 'ясо:*']);
  });

  it('keeps tsquery operators out of the query it builds', () => {
    expect(prefixQuery("a|b & !c:* <-> 'd' (e)")).toBe('a:* & b:* & c:* & d:* & e:*');
    expect(prefixQuery('!&|()')).toBeUndefined();
  });

  it('looks up the short parts of a code as whole words, a lone short code as a prefix', () => {
    expect(prefixQuery('ua-2024-02-28-009286-a')).toBe('ua & 2024:* & 02 & 28 & 009286:* & a');
    expect(prefixQuery('45')).toBe('45:*');
    expect(prefixQuery('ремонт 2024 в')).toBe('ремонт:* & 2024:* & в');
    expect(prefixQuery('ремонт в')).toBe('ремонт:* & в:*');
  });

  it('treats text with a digit as a code', () => {
    expect(isCodeLike('ua-2024-02-28-009286-a')).toBe(true);
    expect(isCodeLike('00037256')).toBe(true);
    expect(isCodeLike('енергосервіс')).toBe(false);
  });

  it('adds the substring of the codes only for code-like text of 3 characters or more, wildcards escaped', () => {
    const words = new SqlParams();
    expect(textCondition('ремонт', words, columns)).toBe(`tsv @@ to_tsquery('simple', $1)`);
    expect(words.values).toEqual(['ремонт:*']);

    const code = new SqlParams();
    expect(textCondition('45_00%', code, columns)).toBe(
      `(tsv @@ to_tsquery('simple', $1) OR codes LIKE '%' || $2 || '%')`,
    );
    expect(code.values).toEqual(['45 & 00', '45\\_00\\%']);

    const noWords = new SqlParams();
    expect(textCondition('%', noWords, columns)).toBe('FALSE');
    expect(noWords.values).toEqual([]);

    const short = new SqlParams();
    expect(textCondition('45', short, columns)).toBe(`tsv @@ to_tsquery('simple', $1)`);
  });

  it('matches a row when one of its vectors does, with one query', () => {
    const params = new SqlParams();
    expect(textCondition('ремонт', params, { tsv: ['real', 'test'], codes: 'codes' })).toBe(
      `(real @@ to_tsquery('simple', $1) OR test @@ to_tsquery('simple', $1))`,
    );
    expect(params.values).toEqual(['ремонт:*']);
  });

  it('normalises composed and decomposed letters alike', () => {
    expect(needleOf('Ї'.normalize('NFD'))).toBe('ї');
  });
});
