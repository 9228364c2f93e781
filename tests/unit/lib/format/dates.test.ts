import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatMonthYear,
  formatTime,
  monthName,
} from '../../../../src/lib/format';
import { shippedTenderData } from '../../../support/shipped-cdb';
import type { ShippedTender } from './shipped-tender';

const below = shippedTenderData<ShippedTender>('UA-2024-01-12-000541-a.json');
const esco = shippedTenderData<ShippedTender>('UA-2024-02-28-009286-a.json');

describe('month names', () => {
  it('has full, genitive and short Ukrainian names', () => {
    expect(monthName(11, 'uk', 'full')).toBe('листопад');
    expect(monthName(11, 'uk', 'genitive')).toBe('листопада');
    expect(monthName(11, 'uk', 'short')).toBe('лист.');
    expect(monthName(5, 'uk', 'genitive')).toBe('травня');
    expect(monthName(1, 'uk', 'short')).toBe('січ.');
  });

  it('has English names and nothing outside 1–12', () => {
    expect(monthName(11, 'en', 'full')).toBe('November');
    expect(monthName(11, 'en', 'genitive')).toBe('November');
    expect(monthName(9, 'en', 'short')).toBe('Sep');
    expect(monthName(13, 'uk', 'full')).toBe('');
    expect(monthName(0, 'en', 'short')).toBe('');
  });
});

describe('dates in Kyiv time', () => {
  it('writes a zero-padded day, the genitive month and the year', () => {
    expect(formatDate('2026-11-22T10:00:00+02:00', 'uk')).toBe('22 листопада 2026');
    expect(formatDate('2024-03-01T12:00:00+02:00', 'uk')).toBe('01 березня 2024');
    expect(formatDate('2024-03-01T12:00:00+02:00', 'en')).toBe('01 March 2024');
    expect(formatDate('2024-03-01T12:00:00+02:00', 'uk', { month: 'short' })).toBe('01 бер. 2024');
  });

  it('writes hh:mm in 24 hours, zero-padded, seconds and fractions dropped', () => {
    expect(formatTime('2024-01-12T07:05:59.999999+02:00')).toBe('07:05');
    expect(formatTime('2024-01-12T21:49:07+02:00')).toBe('21:49');
    expect(formatDateTime('2024-01-12T00:00:00+02:00', 'uk')).toBe('12 січня 2024, 00:00');
  });

  it('formats the real dates of shipped tenders (CDB microseconds, +02:00 and +03:00)', () => {
    expect(formatDateTime(below.tenderPeriod?.endDate, 'uk')).toBe('24 січня 2024, 17:48');
    expect(formatDateTime(below.tenderPeriod?.startDate, 'en')).toBe('12 January 2024, 17:49');
    expect(formatDateTime(esco.auctionPeriod?.startDate, 'uk')).toBe('08 квітня 2024, 13:30');
    expect(formatDateTime(esco.awards?.[0]?.date, 'uk')).toBe('09 квітня 2024, 10:24');
    expect(formatDate(esco.tenderPeriod?.endDate, 'uk')).toBe('30 березня 2024');
  });

  it('converts any offset to Kyiv time', () => {
    // One instant written three ways.
    expect(formatDateTime('2024-01-24T15:48:00Z', 'uk')).toBe('24 січня 2024, 17:48');
    expect(formatDateTime('2024-01-24T10:48:00-05:00', 'uk')).toBe('24 січня 2024, 17:48');
    expect(formatDateTime('2024-01-25T00:48:00+0900', 'uk')).toBe('24 січня 2024, 17:48');
    // Summer time: UTC+3; the date changes when Kyiv is past midnight.
    expect(formatDateTime('2024-07-01T21:30:00Z', 'uk')).toBe('02 липня 2024, 00:30');
    expect(formatDateTime(new Date('2024-07-01T21:30:00Z'), 'en')).toBe('02 July 2024, 00:30');
  });

  it('follows the switch to summer time (last Sunday of March, 01:00 UTC)', () => {
    expect(formatDateTime('2024-03-31T00:59:59Z', 'uk')).toBe('31 березня 2024, 02:59');
    expect(formatDateTime('2024-03-31T01:00:00Z', 'uk')).toBe('31 березня 2024, 04:00');
  });

  it('follows the switch back to winter time (last Sunday of October, 01:00 UTC)', () => {
    expect(formatDateTime('2024-10-27T00:59:59Z', 'uk')).toBe('27 жовтня 2024, 03:59');
    expect(formatDateTime('2024-10-27T01:00:00Z', 'uk')).toBe('27 жовтня 2024, 03:00');
  });

  it('keeps a date without a time as that date, and a time without an offset as Kyiv time', () => {
    expect(formatDate('2024-03-01', 'uk')).toBe('01 березня 2024');
    expect(formatDateTime('2024-03-01', 'uk')).toBe('01 березня 2024');
    expect(formatTime('2024-03-01')).toBe('—');
    expect(formatDateTime('2024-03-01T09:15:00', 'uk')).toBe('01 березня 2024, 09:15');
  });

  it('writes the month and year with the full month name', () => {
    expect(formatMonthYear('2026-11-22T10:00:00+02:00', 'uk')).toBe('листопад 2026');
    expect(formatMonthYear('2026-11-22T10:00:00+02:00', 'en')).toBe('November 2026');
    // 31 December 23:30 UTC is already January in Kyiv.
    expect(formatMonthYear('2025-12-31T23:30:00Z', 'uk')).toBe('січень 2026');
  });

  it('gives the em dash for a missing or invalid date', () => {
    for (const value of [
      undefined,
      null,
      '',
      'вчора',
      '2024-02-30T10:00:00+02:00',
      '2024-13-01',
      '2024-01-01T24:00:00Z',
      '2024-01-01T10:61:00Z',
      '2024-01-01T10:00:00+25:00',
      new Date('invalid'),
    ]) {
      expect(formatDate(value, 'uk')).toBe('—');
      expect(formatDateTime(value, 'en')).toBe('—');
      expect(formatTime(value)).toBe('—');
      expect(formatMonthYear(value, 'uk')).toBe('—');
    }
  });
});

describe('date ranges', () => {
  it('writes both ends in full with an em dash', () => {
    expect(formatDateRange('2024-03-01T00:00:00+02:00', '2024-03-30T00:00:00+02:00', 'uk')).toBe(
      '01 березня 2024 — 30 березня 2024',
    );
    expect(formatDateRange(below.tenderPeriod?.startDate, below.tenderPeriod?.endDate, 'en')).toBe(
      '12 January 2024 — 24 January 2024',
    );
  });

  it('adds the time to both ends when asked', () => {
    expect(
      formatDateRange(esco.auctionPeriod?.startDate, esco.auctionPeriod?.endDate, 'uk', {
        time: true,
      }),
    ).toBe('08 квітня 2024, 13:30 — 08 квітня 2024, 13:53');
  });

  it('says from or until when one end is missing, and the em dash when both are', () => {
    expect(formatDateRange('2024-03-01T10:00:00+02:00', undefined, 'uk')).toBe('з 01 березня 2024');
    expect(formatDateRange(undefined, '2024-03-30T10:00:00+02:00', 'uk')).toBe(
      'до 30 березня 2024',
    );
    expect(formatDateRange('2024-03-01T10:00:00+02:00', 'invalid', 'en')).toBe(
      'from 01 March 2024',
    );
    expect(formatDateRange(null, '2024-03-30', 'en')).toBe('until 30 March 2024');
    expect(formatDateRange(undefined, null, 'uk')).toBe('—');
  });
});
