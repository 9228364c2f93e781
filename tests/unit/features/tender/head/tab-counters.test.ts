import { describe, expect, it } from 'vitest';
import { tabCount } from '../../../../../src/features/tender/model/head/tab-counters';
import { TENDER_TABS } from '../../../../../contract/routes/tender-pages';
import { shippedTender } from '../shipped-tenders';
import { shippedCdbTender } from '../../../../support/shipped-cdb';

describe('tab counters', () => {
  it('UA-2020-08-06-003989-a: 4 questions, 2 complaints, 1 contract, no lots', () => {
    const cdb = shippedCdbTender('UA-2020-08-06-003989-a');
    expect((cdb.questions as unknown[]).length).toBe(4);
    expect((cdb.complaints as unknown[]).length).toBe(2);
    const { tabCounters } = shippedTender('UA-2020-08-06-003989-a');
    const counts = TENDER_TABS.map((tab) => [tab.name, tabCount(tab.name, tabCounters)]);
    expect(Object.fromEntries(counts)).toEqual({
      purchase_details: undefined,
      tender_questions: 4,
      tender_complaints: 2,
      tender_monitorings: 0,
      agreements: 1,
      tender_lots: 0,
    });
  });

  it('a lot tender counts its lots; a zero counts; a broken counter shows nothing', () => {
    const { tabCounters } = shippedTender('UA-2024-04-26-006781-a');
    expect(tabCount('tender_lots', tabCounters)).toBe(3);
    expect(tabCount('tender_lots', { ...tabCounters, lots: 0 })).toBe(0);
    expect(tabCount('tender_lots', { ...tabCounters, lots: -1 })).toBeUndefined();
    expect(tabCount('tender_lots', { ...tabCounters, lots: Number.NaN })).toBeUndefined();
  });
});
