import { describe, expect, it } from 'vitest';
import {
  awardStatus,
  bidStatus,
  contractStatus,
  lotStatus,
  tenderStatus,
} from '../../../server/ocds/codelists.ts';
import { dateTime, httpUri } from '../../../server/ocds/formats.ts';

describe('CDB statuses on the OCDS codelists', () => {
  it.each([
    ['draft', 'planning'],
    ['draft.stage2', 'planning'],
    ['draft.unsuccessful', 'unsuccessful'],
    ['active.enquiries', 'active'],
    ['active.tendering', 'active'],
    ['active.auction', 'active'],
    ['active.pre-qualification.stand-still', 'active'],
    ['active.qualification', 'active'],
    ['active.awarded', 'active'],
    ['active', 'active'],
    ['complete', 'complete'],
    ['cancelled', 'cancelled'],
    ['unsuccessful', 'unsuccessful'],
    ['something.new', undefined],
  ])('tender %s → %s', (cdb, ocds) => {
    expect(tenderStatus(cdb)).toBe(ocds);
  });

  it('a lot follows its own end, else its tender', () => {
    expect(lotStatus('complete', 'active.qualification')).toBe('complete');
    expect(lotStatus('unsuccessful', 'complete')).toBe('unsuccessful');
    expect(lotStatus('active', 'active.auction')).toBe('active');
    expect(lotStatus(undefined, 'draft')).toBe('planning');
    expect(lotStatus('active', 'cancelled')).toBe('cancelled');
  });

  it('awards, contracts and bids', () => {
    expect(['pending', 'active', 'cancelled', 'unsuccessful', 'x'].map(awardStatus)).toEqual([
      'pending',
      'active',
      'cancelled',
      'unsuccessful',
      undefined,
    ]);
    expect(['pending', 'active', 'cancelled', 'terminated', 'merged'].map(contractStatus)).toEqual([
      'pending',
      'active',
      'cancelled',
      'terminated',
      'cancelled',
    ]);
    expect(
      ['active', 'pending', 'unsuccessful', 'invalid', 'deleted', 'draft'].map(bidStatus),
    ).toEqual(['valid', 'pending', 'disqualified', 'disqualified', 'withdrawn', null]);
  });
});

describe('formats the schema checks', () => {
  it('keeps an RFC 3339 date-time as CDB wrote it and rewrites other dates in UTC', () => {
    expect(dateTime('2024-05-20T13:50:25.432987+03:00')).toBe('2024-05-20T13:50:25.432987+03:00');
    expect(dateTime('2024-05-20')).toBe('2024-05-20T00:00:00.000Z');
    expect(dateTime('20.05.2024')).toBeUndefined();
    expect(dateTime(undefined)).toBeUndefined();
  });

  it('keeps http(s) links as URIs and drops everything else', () => {
    expect(
      httpUri('https://public-api.prozorro.gov.ua/api/2.5/tenders/1/documents/2?download=3'),
    ).toBe('https://public-api.prozorro.gov.ua/api/2.5/tenders/1/documents/2?download=3');
    expect(httpUri('http://example.com/файл 1.pdf')).toBe(
      'http://example.com/%D1%84%D0%B0%D0%B9%D0%BB%201.pdf',
    );
    expect(httpUri('http://example.com/a|b^c%zz')).toBe('http://example.com/a%7Cb%5Ec%25zz');
    expect(httpUri('test-data/announcement.pdf')).toBeUndefined();
    expect(httpUri('/test-data/document.pdf')).toBeUndefined();
    expect(httpUri('ftp://example.com/x')).toBeUndefined();
    expect(httpUri('javascript:alert(1)')).toBeUndefined();
    expect(httpUri('http://')).toBeUndefined();
  });
});
