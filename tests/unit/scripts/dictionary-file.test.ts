import { describe, expect, it } from 'vitest';
import {
  dictionaryText,
  nextDictionary,
} from '../../../scripts/dictionary-sources/dictionary-file.ts';
import { logoLines, marketplaceLogo } from '../../../scripts/dictionary-sources/logo.ts';

const now = new Date('2026-11-22T05:00:00.000Z');

describe('dictionary files', () => {
  it('keeps date_modified while the entries are the same', () => {
    const previous = { date_modified: '2026-01-01T00:00:00.000Z', data: { a: { title_uk: 'А' } } };
    expect(nextDictionary(previous, { a: { title_uk: 'А' } }, now)).toEqual(previous);
  });

  it('moves date_modified when an entry changes, and for a new dictionary', () => {
    const previous = { date_modified: '2026-01-01T00:00:00.000Z', data: { a: { title_uk: 'А' } } };
    expect(nextDictionary(previous, { a: { title_uk: 'Б' } }, now).date_modified).toBe(
      now.toISOString(),
    );
    expect(nextDictionary(undefined, {}, now).date_modified).toBe(now.toISOString());
  });

  it('writes two-space JSON ending in a newline', () => {
    expect(dictionaryText({ date_modified: 'd', data: {} })).toBe(
      '{\n  "date_modified": "d",\n  "data": {}\n}\n',
    );
  });
});

describe('marketplace logos', () => {
  it('is an accessible SVG naming the marketplace, with the title escaped', () => {
    const svg = marketplaceLogo('x.ua', 'A&B <Tender>');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*role="img"/);
    expect(svg).toContain('aria-label="A&#38;B &#60;Tender&#62;"');
    expect(svg).not.toContain('<Tender>');
  });

  it('is the same for the same marketplace', () => {
    expect(marketplaceLogo('prom.ua', 'Zakupivli.Pro')).toBe(
      marketplaceLogo('prom.ua', 'Zakupivli.Pro'),
    );
  });

  it('breaks a long title in two at the break nearest the middle', () => {
    expect(logoLines('Zakupivli.Pro')).toEqual(['Zakupivli.Pro']);
    expect(logoLines('Держзакупівлі.Онлайн')).toEqual(['Держзакупівлі.', 'Онлайн']);
    expect(logoLines('UUB Ukrainian Universal Exchange')).toEqual([
      'UUB Ukrainian',
      'Universal Exchange',
    ]);
    expect(logoLines('Averyveryverylongbrand')).toEqual(['Averyveryverylongbrand']);
    expect(marketplaceLogo('n', 'Держзакупівлі.Онлайн').match(/<tspan /g)).toHaveLength(2);
  });
});
