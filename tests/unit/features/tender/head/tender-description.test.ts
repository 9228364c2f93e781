import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../../../contract/api';
import {
  toTenderDescription,
  toTenderHead,
} from '../../../../../src/features/tender/model/tender-view';
import { dictionaryLabel } from '../../../../../contract/dictionary-label';
import { describeFacts } from '../../../../../src/lib/page-head';
import en from '../../../../../contract/locales/en/tender.json';
import uk from '../../../../../contract/locales/uk/tender.json';
import { shippedDictionary } from '../../../../support/shipped-data';
import { shippedTender } from '../shipped-tenders';
import { shippedTenderIDs } from '../../../../support/shipped-cdb';

const LABELS = { uk: uk.summary, en: en.summary };

const describeTender = (id: string, lang: Lang): string => {
  const head = toTenderHead(shippedTender(id), lang, (key, code) =>
    dictionaryLabel(shippedDictionary(key), code, lang),
  );
  return toTenderDescription(head, LABELS[lang]);
};

describe('a tender as a shared link describes it', () => {
  it('gives the buyer, the status and the expected value, in each language', () => {
    expect(describeTender('UA-2024-04-26-006781-a', 'uk')).toBe(
      'Замовник: КОМУНАЛЬНЕ НЕКОМЕРЦІЙНЕ ПІДПРИЄМСТВО "КРИВОРІЗЬКА МІСЬКА ЛІКАРНЯ №17" ' +
        'КРИВОРІЗЬКОЇ МІСЬКОЇ РАДИ · Статус: Завершений · ' +
        'Очікувана вартість: 908\u00a0958,00\u00a0грн з ПДВ',
    );
    expect(describeTender('UA-2024-04-26-006781-a', 'en')).toMatch(
      /^Buyer: .+ · Status: Complete · Expected value: 908\u00a0958,00\u00a0UAH incl\. VAT$/,
    );
  });

  it('leaves out the value an ESCO tender does not state', () => {
    const text = describeTender('UA-2024-02-28-009286-a', 'uk');
    expect(text).toMatch(/^Замовник: .+ · Статус: Завершений$/);
  });

  it.each(shippedTenderIDs())('%s: a line with its buyer and status, never a dash', (id) => {
    const text = describeTender(id, 'uk');
    expect(text).toMatch(/^Замовник: .+ · Статус: \S/);
    expect(text).not.toContain('—');
  });
});

describe('facts of a page', () => {
  it('are joined with their labels, the missing ones left out', () => {
    expect(
      describeFacts([
        ['Статус', 'Активний'],
        ['Замовник', undefined],
        ['Код', '—'],
        ['Постачальник', ''],
        ['Вартість', '1\u00a0000,00\u00a0грн'],
      ]),
    ).toBe('Статус: Активний · Вартість: 1\u00a0000,00\u00a0грн');
    expect(describeFacts([])).toBe('');
  });
});
