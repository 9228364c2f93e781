import { describe, expect, it } from 'vitest';
import { langOfSearch, withLangParam } from '../../../contract/lang-url';

describe('the language a link carries', () => {
  it.each([
    ['?lang=en', 'en'],
    ['?text=x&lang=uk', 'uk'],
    ['lang=en', 'en'],
    ['?lang=de', undefined],
    ['?lang=EN', undefined],
    ['?lang=', undefined],
    ['', undefined],
  ])('%s asks for %s', (search, lang) => {
    expect(langOfSearch(search)).toBe(lang);
  });
});

describe('the address after a language switch', () => {
  it('adds ?lang= to a bare path', () => {
    expect(withLangParam({ pathname: '/news', search: '', hash: '' }, 'en')).toBe('/news?lang=en');
  });

  it('keeps the other parameters exactly as written, and the hash', () => {
    const address = {
      pathname: '/search/tender',
      search: '?text=%D1%80%D0%B5%D0%BC%D0%BE%D0%BD%D1%82&status[0]=complete&page=2',
      hash: '#results',
    };
    expect(withLangParam(address, 'en')).toBe(
      '/search/tender?text=%D1%80%D0%B5%D0%BC%D0%BE%D0%BD%D1%82&status[0]=complete&page=2&lang=en#results',
    );
  });

  it('replaces an earlier language, however it was written', () => {
    const address = { pathname: '/tender/UA-1', search: '?lang=en&tab=x&%6Cang=de', hash: '' };
    expect(withLangParam(address, 'uk')).toBe('/tender/UA-1?tab=x&lang=uk');
  });

  it('keeps a parameter whose name only starts like lang', () => {
    const address = { pathname: '/', search: '?language=x&lang', hash: '#top' };
    expect(withLangParam(address, 'en')).toBe('/?language=x&lang=en#top');
  });
});
