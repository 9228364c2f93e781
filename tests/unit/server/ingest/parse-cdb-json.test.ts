import { describe, expect, it } from 'vitest';
import { parseCdbJson } from '../../../../server/ingest/cdb.ts';

describe('parseCdbJson', () => {
  it('drops NUL characters, which PostgreSQL text cannot hold', () => {
    expect(parseCdbJson('{"title":"a\\u0000b","items":["\\u0000"]}')).toEqual({
      title: 'ab',
      items: [''],
    });
  });

  it('keeps an escaped backslash followed by the letters u0000', () => {
    expect(parseCdbJson('{"title":"C:\\\\u0000 and \\\\\\u0000x"}')).toEqual({
      title: 'C:\\u0000 and \\x',
    });
  });

  it('skips a leading byte order mark', () => {
    expect(parseCdbJson('\uFEFF{"title":"a"}')).toEqual({ title: 'a' });
  });

  it('still refuses text that is not JSON', () => {
    expect(() => parseCdbJson('{"title":')).toThrow(SyntaxError);
  });
});
