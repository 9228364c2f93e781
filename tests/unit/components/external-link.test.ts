import { describe, expect, it } from 'vitest';
import {
  NEW_TAB,
  externalHref,
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
});
