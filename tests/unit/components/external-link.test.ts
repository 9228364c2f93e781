import { describe, expect, it } from 'vitest';
import {
  NEW_TAB,
  externalHref,
  printedHref,
} from '../../../src/components/ui/external-link/external-link-model';

describe('external link URL rule', () => {
  it('links http and https URLs only', () => {
    expect(externalHref('https://prozorro.gov.ua/tender/UA-1')).toBe(
      'https://prozorro.gov.ua/tender/UA-1',
    );
    expect(externalHref('http://example.com')).toBe('http://example.com/');
  });

  it('drops every other scheme, relative paths and non-strings (shown as text)', () => {
    expect(externalHref('javascript:alert(1)')).toBeUndefined();
    expect(externalHref('JavaScript:alert(1)')).toBeUndefined();
    expect(externalHref('data:text/html,x')).toBeUndefined();
    expect(externalHref('ftp://example.com/file')).toBeUndefined();
    expect(externalHref('/news')).toBeUndefined();
    expect(externalHref('')).toBeUndefined();
    expect(externalHref(undefined)).toBeUndefined();
  });

  it('opens a new tab without giving it the opener', () => {
    expect(NEW_TAB).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
  });

  it('prints a target as its host and path: no signed query, no fragment, letters decoded', () => {
    expect(
      printedHref(
        'https://public-docs.prozorro.gov.ua/get/2ad1765bf17848e5805bdbaf730d841a?Signature=CPiT%2BDm&KeyID=52462340',
      ),
    ).toBe('public-docs.prozorro.gov.ua/get/2ad1765bf17848e5805bdbaf730d841a');
    expect(printedHref('https://zakon.rada.gov.ua/laws/show/1178-2022-%D0%BF#Text')).toBe(
      'zakon.rada.gov.ua/laws/show/1178-2022-п',
    );
    expect(printedHref('https://prozorro.gov.ua/')).toBe('prozorro.gov.ua');
    expect(printedHref('http://example.com:8080/a%ZZ')).toBe('example.com:8080/a%ZZ');
  });
});
