import { describe, expect, it } from 'vitest';
import { chooseCoding, CODINGS } from '../../../../server/http/content-coding.ts';
import { entityTag, notModifiedTag, versionNamedBy } from '../../../../server/http/entity-tag.ts';

describe('chooseCoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['identity', 'identity'],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.2', 'gzip'],
    ['deflate', 'identity'],
    ['BR', 'br'],
    ['gzip;q=abc, br;q=0.1', 'br'],
  ])('Accept-Encoding %j → %s', (header, coding) => {
    expect(chooseCoding(header, CODINGS)).toBe(coding);
  });

  it('chooses only among the codings at hand', () => {
    expect(chooseCoding('br, gzip', ['gzip', 'identity'])).toBe('gzip');
    expect(chooseCoding('br', ['gzip', 'identity'])).toBe('identity');
  });
});

describe('notModifiedTag', () => {
  const hash = 'abc123';
  it('matches the version in any coding, weakly, anywhere in a list', () => {
    expect(notModifiedTag('"abc123-br"', hash, () => 'br')).toBe('"abc123-br"');
    expect(notModifiedTag('W/"abc123-gzip"', hash, () => 'br')).toBe('"abc123-gzip"');
    expect(notModifiedTag('"old", "abc123"', hash, () => 'identity')).toBe('"abc123"');
  });

  it('answers * with the tag of the preferred coding', () => {
    expect(notModifiedTag(' * ', hash, () => 'gzip')).toBe(entityTag(hash, 'gzip'));
  });

  it('sends in full on a stale, absent or malformed If-None-Match', () => {
    expect(notModifiedTag('"abc12"', hash, () => 'br')).toBeUndefined();
    expect(notModifiedTag(undefined, hash, () => 'br')).toBeUndefined();
    expect(notModifiedTag('abc123', hash, () => 'br')).toBeUndefined();
    expect(notModifiedTag('"abc123-deflate"', hash, () => 'br')).toBeUndefined();
  });
});

describe('versionNamedBy', () => {
  it('reads the version of the first of our tags in the list', () => {
    expect(versionNamedBy('"0a1b"')).toBe('0a1b');
    expect(versionNamedBy('W/"0a1b-br", "ffff"')).toBe('0a1b');
    expect(versionNamedBy('"x-y-z", "0a1b-gzip"')).toBe('0a1b');
  });

  it('finds none in *, nothing, or tags of other forms', () => {
    expect(versionNamedBy('*')).toBeUndefined();
    expect(versionNamedBy(undefined)).toBeUndefined();
    expect(versionNamedBy('"0a1b-deflate"')).toBeUndefined();
  });
});
