import { describe, expect, it } from 'vitest';
import { formatAddress, formatBoolean, formatPath, valueAtPath } from '../../../../src/lib/format';
import { shippedTenderData } from '../../../support/shipped-cdb';
import type { ShippedTender } from './shipped-tender';

const below = shippedTenderData<ShippedTender>('UA-2024-01-12-000541-a.json');
const esco = shippedTenderData<ShippedTender>('UA-2024-02-28-009286-a.json');

describe('formatBoolean', () => {
  it('says yes or no in the language', () => {
    expect(formatBoolean(true, 'uk')).toBe('так');
    expect(formatBoolean(false, 'uk')).toBe('ні');
    expect(formatBoolean(true, 'en')).toBe('yes');
    expect(formatBoolean(false, 'en')).toBe('no');
  });

  it('gives the em dash for a missing flag', () => {
    expect(formatBoolean(undefined, 'uk')).toBe('—');
    expect(formatBoolean(null, 'en')).toBe('—');
  });
});

describe('formatAddress', () => {
  it('joins the real parts with commas: postal code, country, region, locality, street', () => {
    expect(formatAddress(below.procuringEntity.address)).toBe(
      '12345, Україна, м. Київ, місто Київ, Харківське шосе, 201-203',
    );
    expect(formatAddress(esco.procuringEntity.address)).toBe(
      '50089, Україна, Дніпропетровська область, КРИВИЙ РІГ, вул.Маршака, буд. 16 А',
    );
  });

  it('skips missing and blank parts', () => {
    expect(
      formatAddress({
        countryName: 'Україна',
        region: ' ',
        locality: 'м. Вінниця',
        postalCode: '',
      }),
    ).toBe('Україна, м. Вінниця');
    expect(formatAddress({ streetAddress: 'вул. Стахурського. 22', postalCode: null })).toBe(
      'вул. Стахурського. 22',
    );
  });

  it('gives the em dash for no address or no part', () => {
    expect(formatAddress(undefined)).toBe('—');
    expect(formatAddress({})).toBe('—');
    expect(formatAddress({ region: '  ' })).toBe('—');
  });
});

describe('a value by key path', () => {
  it('finds nested values in a real tender', () => {
    expect(formatPath(esco, 'procuringEntity.identifier.id', 'uk')).toBe('26508701');
    expect(formatPath(esco, 'tenderID', 'en')).toBe('UA-2024-02-28-009286-a');
    expect(formatPath(esco, 'awards.0.value.contractDuration.years', 'uk')).toBe('12');
    expect(valueAtPath(esco, 'awards.0.value.contractDuration')).toEqual({ years: 12, days: 20 });
  });

  it('writes flags as yes / no', () => {
    const tender = { config: { hasAuction: true, hasPrequalification: false } };
    expect(formatPath(tender, 'config.hasAuction', 'uk')).toBe('так');
    expect(formatPath(tender, 'config.hasPrequalification', 'en')).toBe('no');
  });

  it('gives the em dash for a missing, blank or non-plain value', () => {
    expect(formatPath(below, 'procuringEntity.contactPoint.faxNumber', 'uk')).toBe('—');
    expect(formatPath(below, 'value.amount.deeper', 'uk')).toBe('—');
    expect(formatPath({ title: '  ' }, 'title', 'uk')).toBe('—');
    expect(formatPath(below, 'procuringEntity', 'uk')).toBe('—');
    expect(formatPath(undefined, 'a.b', 'en')).toBe('—');
    expect(formatPath({ rate: Number.NaN }, 'rate', 'uk')).toBe('—');
  });

  it('never follows inherited properties', () => {
    expect(valueAtPath({}, 'constructor')).toBeUndefined();
    expect(valueAtPath({}, '__proto__')).toBeUndefined();
    expect(valueAtPath([], 'length')).toBe(0);
    expect(formatPath({ a: {} }, 'a.toString', 'uk')).toBe('—');
  });
});
