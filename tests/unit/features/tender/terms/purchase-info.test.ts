import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../../../contract/api';
import { toPurchaseInfoView } from '../../../../../src/features/tender/model/terms/purchase-info';
import type { PurchaseInfoView } from '../../../../../src/features/tender/model/terms/purchase-info';
import { valueText } from '../../../../../src/features/tender/model/terms/rows';
import { formatDateTime, formatMoney } from '../../../../../src/lib/format';
import { shippedFileOf, shippedTender } from '../shipped-tenders';
import { shippedTenderFiles, shippedCdbTender } from '../../../../support/shipped-cdb';
import { termsContext } from './terms-context';

const NBSP = '\u00a0';

const viewOf = (file: string, lang: Lang = 'uk'): PurchaseInfoView =>
  toPurchaseInfoView(shippedTender(file), termsContext(lang));

/** The rows as [id, text] pairs, in order. */
const pairs = (rows: PurchaseInfoView['rows']): [string, string][] =>
  rows.map((row) => [row.id, valueText(row.value)]);

const textOf = (view: PurchaseInfoView, id: string): string | undefined => {
  const row = view.rows.find((candidate) => candidate.id === id);
  return row ? valueText(row.value) : undefined;
};

type Json = Record<string, unknown>;
const rec = (o: unknown, key: string): Json | undefined => {
  const value = (o as Json | undefined)?.[key];
  return typeof value === 'object' && value !== null ? (value as Json) : undefined;
};
const str = (o: unknown, key: string): string | undefined => {
  const value = (o as Json | undefined)?.[key];
  return typeof value === 'string' ? value : undefined;
};

describe('purchase information', () => {
  it('shows the large tender’s dates, values and security as its CDB data has them', () => {
    expect(pairs(viewOf('UA-2024-04-26-006781-a').rows)).toEqual([
      ['enquiryPeriodEnd', '01 травня 2024, 00:00'],
      ['complaintPeriodEnd', '01 травня 2024, 00:00'],
      ['tenderPeriodEnd', '04 травня 2024, 00:00'],
      ['auctionStart', '06 травня 2024, 13:21'],
      ['expectedValue', `908${NBSP}958,00${NBSP}грн з ПДВ`],
      ['minimalStep', `507,67${NBSP}грн з ПДВ`],
      ['guarantee', 'не вимагається'],
    ]);
    expect(pairs(viewOf('UA-2024-04-26-006781-a', 'en').rows).slice(3, 7)).toEqual([
      ['auctionStart', '06 May 2024, 13:21'],
      ['expectedValue', `908${NBSP}958,00${NBSP}UAH incl. VAT`],
      ['minimalStep', `507,67${NBSP}UAH incl. VAT`],
      ['guarantee', 'not required'],
    ]);
  });

  it('shows a guarantee that is asked for as money, without a VAT note', () => {
    expect(textOf(viewOf('UA-2023-09-08-012599-a'), 'guarantee')).toBe(
      `500${NBSP}000,00${NBSP}грн`,
    );
  });

  it('takes the minimal step of a single-lot tender from its lot', () => {
    const view = viewOf('UA-2026-01-15-000413-a');
    expect(textOf(view, 'minimalStep')).toBe(`9${NBSP}000,00${NBSP}грн з ПДВ`);
  });

  it('shows a reporting procedure its expected value only', () => {
    expect(pairs(viewOf('UA-2021-01-11-002071-a').rows)).toEqual([
      ['expectedValue', `3${NBSP}000,00${NBSP}грн без ПДВ`],
    ]);
    expect(viewOf('UA-2021-01-11-002071-a').additionalTerms).toEqual([]);
  });

  it('shows a price quotation no enquiry period, auction, step or security', () => {
    expect(pairs(viewOf('UA-2024-05-13-004111-a').rows)).toEqual([
      ['tenderPeriodEnd', '16 травня 2024, 07:00'],
      ['expectedValue', `33${NBSP}600,00${NBSP}грн з ПДВ`],
    ]);
  });

  it('shows an ESCO tender its own terms and no zero expected value', () => {
    const uk = viewOf('UA-2024-02-28-009286-a');
    expect(pairs(uk.rows)).toEqual([
      ['enquiryPeriodEnd', '20 березня 2024, 00:00'],
      ['complaintPeriodEnd', '26 березня 2024, 00:00'],
      [
        'tenderPeriodEnd',
        formatDateTime(
          str(rec(shippedCdbTender('UA-2024-02-28-009286-a'), 'tenderPeriod'), 'endDate'),
          'uk',
        ),
      ],
      [
        'auctionStart',
        formatDateTime(
          str(rec(shippedCdbTender('UA-2024-02-28-009286-a'), 'auctionPeriod'), 'startDate'),
          'uk',
        ),
      ],
      ['guarantee', '—'],
      ['minStepIncreaseEfficiency', `0,5${NBSP}%`],
      ['nbuDiscountRate', `15${NBSP}%`],
      ['fundingKind', 'Бюджетні кошти'],
      ['yearlyPaymentsPercentageRange', `67${NBSP}%`],
    ]);
    expect(textOf(viewOf('UA-2024-02-28-009286-a', 'en'), 'fundingKind')).toBe('Budget funds');
    expect(textOf(viewOf('sandbox-UA-2024-06-27-000032-a'), 'fundingKind')).toBe('Кошти учасника');
  });

  it('never shows an ESCO tender a zero value', () => {
    const esco = shippedTenderFiles().filter(
      (file) => shippedCdbTender(file).procurementMethodType === 'esco',
    );
    expect(esco.length).toBeGreaterThanOrEqual(4);
    for (const file of esco) {
      const view = viewOf(file);
      expect(view.rows.map((row) => valueText(row.value)).join(' ')).not.toMatch(/^0,00|\s0,00/);
      expect(textOf(view, 'expectedValue')).toBeUndefined();
      expect(textOf(view, 'minimalStep')).toBeUndefined();
      expect(textOf(view, 'nbuDiscountRate')).toMatch(/%$/);
    }
  });

  it('shows a framework agreement its term and number of parties', () => {
    const sandbox = viewOf('sandbox-UA-2023-01-11-000384-a');
    expect(textOf(sandbox, 'maxAwardsCount')).toBe('3');
    expect(textOf(sandbox, 'agreementDuration')).toBe('2 роки');
    expect(textOf(viewOf('sandbox-UA-2023-01-11-000384-a', 'en'), 'agreementDuration')).toBe(
      '2 years',
    );
    const docs = viewOf(shippedFileOf('closeFrameworkAgreementUA-agreements'));
    expect(textOf(docs, 'agreementDuration')).toBe('3 роки 3 місяці 3 дні');
    expect(textOf(docs, 'maxAwardsCount')).toBe('4');
    expect(textOf(viewOf('UA-2024-04-26-006781-a'), 'agreementDuration')).toBeUndefined();
  });

  it('shows negotiation procedures the contract appeal date, others not', () => {
    for (const file of shippedTenderFiles()) {
      const cdb = shippedCdbTender(file);
      const negotiation = ['negotiation', 'negotiation.quick'].includes(
        String(cdb.procurementMethodType),
      );
      const firstAward = (cdb.awards as unknown[] | undefined)?.[0];
      const end = str(rec(firstAward, 'complaintPeriod'), 'endDate');
      expect(textOf(viewOf(file), 'contractAppeal')).toBe(
        negotiation ? formatDateTime(end, 'uk') : undefined,
      );
    }
  });

  it.each(shippedTenderFiles())('%s shows every date and value its CDB data has', (file) => {
    const cdb = shippedCdbTender(file);
    const view = viewOf(file);
    const dates: [string, string | undefined][] = [
      ['enquiryPeriodEnd', str(rec(cdb, 'enquiryPeriod'), 'endDate')],
      ['complaintPeriodEnd', str(rec(cdb, 'complaintPeriod'), 'endDate')],
      ['tenderPeriodEnd', str(rec(cdb, 'tenderPeriod'), 'endDate')],
    ];
    for (const [id, date] of dates) {
      if (date !== undefined) expect(textOf(view, id)).toBe(formatDateTime(date, 'uk'));
    }
    const value = rec(cdb, 'value') ?? rec(cdb, 'minValue');
    if (typeof value?.amount === 'number' && value.amount !== 0) {
      expect(textOf(view, 'expectedValue')).toBe(
        formatMoney(value as { amount: number }, 'uk', { vat: true }),
      );
    }
    const step = rec(cdb, 'minimalStep');
    if (typeof step?.amount === 'number') {
      expect(textOf(view, 'minimalStep')).toBe(
        formatMoney(step as { amount: number }, 'uk', { vat: true }),
      );
    }
    for (const row of view.rows) expect(valueText(row.value)).not.toBe('');
  });

  it.each(shippedTenderFiles())('%s shows its configuration as the additional terms', (file) => {
    const config = rec(shippedCdbTender(file), 'config') ?? {};
    const flags = [
      'hasPrequalification',
      'hasAwardingOrder',
      'hasAuction',
      'hasValueRestriction',
      'valueCurrencyEquality',
    ].filter((flag) => typeof config[flag] === 'boolean');
    const expected = flags.map((flag) => [flag, config[flag] === true ? 'так' : 'ні']);
    if (typeof config.minBidsNumber === 'number') {
      expected.push(['minBidsNumber', String(config.minBidsNumber)]);
    }
    expect(pairs(viewOf(file).additionalTerms)).toEqual(expected);
  });

  it('labels the additional terms in both languages', () => {
    const uk = viewOf('UA-2024-04-26-006781-a').additionalTerms;
    const en = viewOf('UA-2024-04-26-006781-a', 'en').additionalTerms;
    expect(uk.map((row) => [row.label, valueText(row.value)])).toEqual([
      ['Прекваліфікація учасників', 'ні'],
      ['Розгляд пропозицій у порядку їх рейтингу', 'так'],
      ['Електронний аукціон', 'так'],
      ['Ціна пропозиції не може перевищувати очікувану вартість', 'ні'],
      ['Пропозиції лише у валюті очікуваної вартості', 'так'],
      ['Мінімальна кількість пропозицій', '1'],
    ]);
    expect(en.map((row) => valueText(row.value))).toEqual(['no', 'yes', 'yes', 'no', 'yes', '1']);
  });
});
