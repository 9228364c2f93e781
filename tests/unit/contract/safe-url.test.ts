import { describe, expect, it } from 'vitest';
import { safeAppPath, safeExternalUrl, safeLink } from '../../../contract/safe-url';

describe('safe links', () => {
  it('keeps http(s) URLs only', () => {
    expect(safeExternalUrl('https://prozorro.gov.ua/')).toBe('https://prozorro.gov.ua/');
    expect(safeExternalUrl('http://zakupki.prom.ua')).toBe('http://zakupki.prom.ua/');
    expect(safeExternalUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeExternalUrl('data:text/html,<b>x</b>')).toBeUndefined();
    expect(safeExternalUrl(42)).toBeUndefined();
  });

  it('keeps plain absolute app paths only', () => {
    expect(safeAppPath('/search/tender')).toBe('/search/tender');
    expect(safeAppPath('//evil.example/x')).toBeUndefined();
    expect(safeAppPath('/\\evil.example')).toBeUndefined();
    expect(safeAppPath('news')).toBeUndefined();
  });

  it('tells internal from external links', () => {
    expect(safeLink('/news')).toEqual({ kind: 'internal', to: '/news' });
    expect(safeLink('https://github.com/ProzorroUKR/standards')).toEqual({
      kind: 'external',
      href: 'https://github.com/ProzorroUKR/standards',
    });
    expect(safeLink('vbscript:x')).toBeUndefined();
  });
});
