import { describe, expect, it } from 'vitest';
import { formatContractDuration, formatIsoDuration } from '../../../../src/lib/format';
import { shippedTenderData } from '../../../support/shipped-cdb';
import type { ShippedTender } from './shipped-tender';

describe('contract term text', () => {
  it('writes the spec examples in Ukrainian (one / few / many)', () => {
    expect(formatContractDuration({ years: 12, days: 20 }, 'uk')).toBe('12 років 20 днів');
    expect(formatContractDuration({ years: 1, days: 1 }, 'uk')).toBe('1 рік 1 день');
    expect(formatContractDuration({ years: 2, days: 3 }, 'uk')).toBe('2 роки 3 дні');
    expect(formatContractDuration({ years: 11 }, 'uk')).toBe('11 років');
    expect(formatContractDuration({ years: 21 }, 'uk')).toBe('21 рік');
  });

  it('follows the Ukrainian plural rules past the first tens', () => {
    expect(formatContractDuration({ days: 4 }, 'uk')).toBe('4 дні');
    expect(formatContractDuration({ days: 5 }, 'uk')).toBe('5 днів');
    expect(formatContractDuration({ days: 14 }, 'uk')).toBe('14 днів');
    expect(formatContractDuration({ days: 22 }, 'uk')).toBe('22 дні');
    expect(formatContractDuration({ days: 111 }, 'uk')).toBe('111 днів');
    expect(formatContractDuration({ days: 101 }, 'uk')).toBe('101 день');
    expect(formatContractDuration({ years: 3, days: 364 }, 'uk')).toBe('3 роки 364 дні');
  });

  it('writes English with one / other', () => {
    expect(formatContractDuration({ years: 12, days: 20 }, 'en')).toBe('12 years 20 days');
    expect(formatContractDuration({ years: 1, days: 1 }, 'en')).toBe('1 year 1 day');
    expect(formatContractDuration({ years: 21 }, 'en')).toBe('21 years');
    expect(formatContractDuration({ years: 2, days: 3 }, 'en')).toBe('2 years 3 days');
  });

  it('formats the real terms of shipped ESCO tenders', () => {
    const esco = shippedTenderData<ShippedTender>('UA-2024-02-28-009286-a.json');
    expect(formatContractDuration(esco.awards?.[0]?.value.contractDuration, 'uk')).toBe(
      '12 років 20 днів',
    );
    const tutorial = shippedTenderData<ShippedTender>(
      'doc-tender-esco-tendering-esco-tut-d083afc1.json',
    );
    expect(formatContractDuration(tutorial.awards?.[0]?.value.contractDuration, 'uk')).toBe(
      '10 років 74 дні',
    );
    expect(formatContractDuration(tutorial.awards?.[0]?.value.contractDuration, 'en')).toBe(
      '10 years 74 days',
    );
  });

  it('leaves out a zero part and writes a zero term in days', () => {
    expect(formatContractDuration({ years: 0, days: 74 }, 'uk')).toBe('74 дні');
    expect(formatContractDuration({ years: 5, days: 0 }, 'uk')).toBe('5 років');
    expect(formatContractDuration({ years: 0, days: 0 }, 'uk')).toBe('0 днів');
    expect(formatContractDuration({ years: 0, days: 0 }, 'en')).toBe('0 days');
  });

  it('gives the em dash for a missing or impossible term', () => {
    expect(formatContractDuration(undefined, 'uk')).toBe('—');
    expect(formatContractDuration(null, 'en')).toBe('—');
    expect(formatContractDuration({}, 'uk')).toBe('—');
    expect(formatContractDuration({ years: -1, days: 3 }, 'uk')).toBe('—');
    expect(formatContractDuration({ years: 1.5 }, 'uk')).toBe('—');
    expect(formatContractDuration({ days: Number.NaN }, 'en')).toBe('—');
  });
});

describe('agreement duration (ISO 8601)', () => {
  it('formats the real agreement durations of shipped framework tenders', () => {
    const cfa = shippedTenderData<ShippedTender>(
      'doc-tender-closeFrameworkAgreementUA-tendering-cfaua-tut-ae2274f0.json',
    );
    expect(formatIsoDuration(cfa.agreementDuration, 'uk')).toBe('3 роки 3 місяці 3 дні');
    expect(formatIsoDuration(cfa.agreementDuration, 'en')).toBe('3 years 3 months 3 days');
    const sandbox = shippedTenderData<ShippedTender>('sandbox-UA-2023-01-11-000384-a.json');
    expect(formatIsoDuration(sandbox.agreementDuration, 'uk')).toBe('2 роки');
  });

  it('uses the plural forms of each unit and leaves zero units out', () => {
    expect(formatIsoDuration('P1Y1M1D', 'uk')).toBe('1 рік 1 місяць 1 день');
    expect(formatIsoDuration('P5M', 'uk')).toBe('5 місяців');
    expect(formatIsoDuration('P0Y11M21D', 'uk')).toBe('11 місяців 21 день');
    expect(formatIsoDuration('P1M', 'en')).toBe('1 month');
    expect(formatIsoDuration('P0D', 'en')).toBe('0 days');
  });

  it('gives the em dash for anything else', () => {
    for (const value of [undefined, null, '', 'P', 'PT5H', 'P1.5Y', '3 роки', 'P-1D']) {
      expect(formatIsoDuration(value, 'uk')).toBe('—');
    }
  });
});
