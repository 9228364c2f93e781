import { describe, expect, it } from 'vitest';
import {
  EM_DASH,
  formatAmount,
  formatMoney,
  formatQuantity,
  orDash,
} from '../../../../src/lib/format';
import { shippedTenderData } from '../../../support/shipped-cdb';
import type { ShippedTender } from './shipped-tender';

/** The group separator is the no-break space U+00A0 (not U+202F), also before the currency. */
const NBSP = '\u00A0';

const esco = shippedTenderData<ShippedTender>('UA-2024-02-28-009286-a.json');
const below = shippedTenderData<ShippedTender>('UA-2024-01-12-000541-a.json');

describe('formatMoney', () => {
  it('writes Ukrainian number format with 2 decimals and грн in Ukrainian', () => {
    expect(formatMoney({ amount: 1827650.3, currency: 'UAH' }, 'uk')).toBe(
      `1${NBSP}827${NBSP}650,30${NBSP}грн`,
    );
  });

  it('keeps the number format and writes the currency code in English', () => {
    expect(formatMoney({ amount: 1827650.3, currency: 'UAH' }, 'en')).toBe(
      `1${NBSP}827${NBSP}650,30${NBSP}UAH`,
    );
  });

  it('uses U+00A0 and never a plain or narrow space', () => {
    const text = formatMoney({ amount: 106034293, currency: 'UAH' }, 'uk');
    expect(text).toBe(`106${NBSP}034${NBSP}293,00${NBSP}грн`);
    expect(text).not.toMatch(/[ \u202F]/);
  });

  it('adds the VAT note of the value when asked: included or not', () => {
    const value = { amount: 1827650.3, currency: 'UAH', valueAddedTaxIncluded: true };
    expect(formatMoney(value, 'uk', { vat: true })).toBe(
      `1${NBSP}827${NBSP}650,30${NBSP}грн з ПДВ`,
    );
    expect(formatMoney(value, 'en', { vat: true })).toBe(
      `1${NBSP}827${NBSP}650,30${NBSP}UAH incl. VAT`,
    );
    const net = { ...value, valueAddedTaxIncluded: false };
    expect(formatMoney(net, 'uk', { vat: true })).toBe(
      `1${NBSP}827${NBSP}650,30${NBSP}грн без ПДВ`,
    );
    expect(formatMoney(net, 'en', { vat: true })).toBe(
      `1${NBSP}827${NBSP}650,30${NBSP}UAH excl. VAT`,
    );
  });

  it('leaves the VAT note out when not asked or when the value does not say', () => {
    const value = { amount: 1827650.3, currency: 'UAH', valueAddedTaxIncluded: true };
    expect(formatMoney(value, 'uk', { vat: false })).toBe(`1${NBSP}827${NBSP}650,30${NBSP}грн`);
    expect(formatMoney(value, 'uk')).toBe(`1${NBSP}827${NBSP}650,30${NBSP}грн`);
    expect(formatMoney({ amount: 5, currency: 'UAH' }, 'uk', { vat: true })).toBe(`5,00${NBSP}грн`);
  });

  it('formats the real values of shipped tenders', () => {
    expect(formatMoney(below.value, 'uk', { vat: true })).toBe(`30${NBSP}000,00${NBSP}грн без ПДВ`);
    expect(formatMoney(below.minimalStep, 'en', { vat: true })).toBe(`100,00${NBSP}UAH excl. VAT`);
    expect(formatMoney(esco.awards?.[0]?.value, 'uk', { vat: true })).toBe(
      `1${NBSP}827${NBSP}650,30${NBSP}грн з ПДВ`,
    );
  });

  it('rounds to 2 decimals and pads', () => {
    expect(formatMoney({ amount: 0, currency: 'UAH' }, 'uk')).toBe(`0,00${NBSP}грн`);
    expect(formatMoney({ amount: 999.999, currency: 'UAH' }, 'uk')).toBe(
      `1${NBSP}000,00${NBSP}грн`,
    );
    expect(formatMoney({ amount: 12.5, currency: 'UAH' }, 'uk')).toBe(`12,50${NBSP}грн`);
  });

  it('writes zero, negatives and huge amounts', () => {
    expect(
      formatMoney({ amount: 0, currency: 'UAH', valueAddedTaxIncluded: true }, 'uk', { vat: true }),
    ).toBe(`0,00${NBSP}грн з ПДВ`);
    expect(formatMoney({ amount: -1234.5, currency: 'UAH' }, 'uk')).toBe(
      `-1${NBSP}234,50${NBSP}грн`,
    );
    expect(formatMoney({ amount: -0.001, currency: 'UAH' }, 'uk')).toBe(`0,00${NBSP}грн`);
    expect(formatMoney({ amount: 1e15, currency: 'UAH' }, 'uk')).toBe(
      `1${NBSP}000${NBSP}000${NBSP}000${NBSP}000${NBSP}000,00${NBSP}грн`,
    );
  });

  it('treats a missing currency as UAH and leaves other codes as they are', () => {
    expect(formatMoney({ amount: 10 }, 'uk')).toBe(`10,00${NBSP}грн`);
    expect(formatMoney({ amount: 1500, currency: 'EUR' }, 'uk')).toBe(`1${NBSP}500,00${NBSP}EUR`);
    expect(formatMoney({ amount: 1500, currency: 'USD' }, 'en')).toBe(`1${NBSP}500,00${NBSP}USD`);
  });

  it('gives the em dash for a missing value or amount', () => {
    expect(formatMoney(undefined, 'uk')).toBe('—');
    expect(formatMoney(null, 'en')).toBe(EM_DASH);
    expect(formatMoney({ amount: Number.NaN, currency: 'UAH' }, 'uk')).toBe('—');
    expect(formatMoney({ amount: Number.POSITIVE_INFINITY, currency: 'UAH' }, 'uk')).toBe('—');
    // The ESCO tutorial tender's minValue has a currency and no amount.
    const noAmount = shippedTenderData<ShippedTender>(
      'doc-tender-esco-tendering-esco-tut-d083afc1.json',
    ).minValue;
    expect(formatMoney(noAmount as { amount: number }, 'uk', { vat: true })).toBe('—');
  });
});

describe('number helpers', () => {
  it('formatAmount groups thousands and uses a decimal comma', () => {
    expect(formatAmount(-1234.5)).toBe(`-1${NBSP}234,50`);
  });

  it('formatQuantity keeps up to 3 decimals', () => {
    expect(formatQuantity(1250.5)).toBe(`1${NBSP}250,5`);
    expect(formatQuantity(3)).toBe('3');
    expect(formatQuantity(0.0004)).toBe('0');
  });

  it('orDash fills empty text', () => {
    expect(orDash('')).toBe('—');
    expect(orDash('  ')).toBe('—');
    expect(orDash(undefined)).toBe('—');
    expect(orDash('26508701')).toBe('26508701');
  });
});
