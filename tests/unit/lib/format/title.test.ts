import { describe, expect, it } from 'vitest';
import { DOCUMENT_TITLE_MAX, boundedTitle, cutAtWord } from '../../../../src/lib/format';
import { shippedTenderData } from '../../../support/shipped-cdb';
import type { ShippedTender } from './shipped-tender';

const withPortal = (text: string): string => `${text} — Відкриті закупівлі`;

describe('cutAtWord', () => {
  it('keeps text that fits, on one line', () => {
    expect(cutAtWord('Папір для офісу', 20)).toBe('Папір для офісу');
    expect(cutAtWord('  Реабілітаційне обладнання\n   3 лоти  ', 40)).toBe(
      'Реабілітаційне обладнання 3 лоти',
    );
  });

  it('cuts after the last whole word that fits and ends with the ellipsis', () => {
    expect(cutAtWord('Закупівля енергосервісу для будівлі установи', 30)).toBe(
      'Закупівля енергосервісу для…',
    );
    // A space right after the room: the last word is whole.
    expect(cutAtWord('один два три', 9)).toBe('один два…');
  });

  it('keeps a no-break space, and never cuts there: it holds a money value together', () => {
    const value = 'Очікувана вартість: 106\u00a0034\u00a0293,00\u00a0грн з ПДВ';
    expect(cutAtWord(value, 80)).toBe(value);
    expect(cutAtWord(value, 39)).toBe('Очікувана вартість: 106\u00a0034\u00a0293,00\u00a0грн…');
    expect(cutAtWord(value, 30)).toBe('Очікувана вартість…');
  });

  it('drops punctuation left dangling before the ellipsis', () => {
    expect(cutAtWord('Реабілітаційне обладнання 3 лоти: - ЛОТ 1 - Реабілітаційне', 36)).toBe(
      'Реабілітаційне обладнання 3 лоти…',
    );
  });

  it('cuts a long unbroken word mid-word rather than keep almost nothing', () => {
    expect(cutAtWord('Ремонт ДСТУ-Б-В.2.3-4:2015-надзвичайно-довге-позначення', 20)).toBe(
      'Ремонт ДСТУ-Б-В.2.3…',
    );
    expect(cutAtWord('https://prozorro.gov.ua/tender/UA-2024', 12)).toBe('https://pro…');
  });

  it('never splits a surrogate pair and stays within tiny limits', () => {
    expect(cutAtWord('ab😀cd', 4)).toBe('ab…');
    expect(cutAtWord('довгий текст', 1)).toBe('…');
    expect(cutAtWord('довгий текст', 0)).toBe('');
  });
});

describe('boundedTitle', () => {
  it('leaves a short title whole', () => {
    expect(boundedTitle(withPortal, 'Новини')).toBe('Новини — Відкриті закупівлі');
  });

  it('cuts the text so that the whole title fits, on real long tender titles', () => {
    for (const file of ['UA-2020-01-20-001169-c.json', 'UA-2024-04-26-006781-a.json']) {
      const { title } = shippedTenderData<ShippedTender>(file);
      const result = boundedTitle((text) => `Лоти — ${withPortal(text)}`, title);
      expect(result.length).toBeLessThanOrEqual(DOCUMENT_TITLE_MAX);
      expect(result).toMatch(/^Лоти — \S.*\S… — Відкриті закупівлі$/u);
      expect(result).not.toMatch(/\n| {2}/u);
    }
  });

  it('takes another limit', () => {
    expect(boundedTitle(withPortal, 'Закупівля енергосервісу для будівлі', 45)).toBe(
      'Закупівля енергосервісу… — Відкриті закупівлі',
    );
  });
});
