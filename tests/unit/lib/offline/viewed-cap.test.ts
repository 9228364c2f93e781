import { afterEach, describe, expect, it } from 'vitest';
import type { TenderRecord, TenderTabRecord } from '../../../../src/lib/db';
import { capViewed, VIEWED_TENDERS_CAP } from '../../../../src/lib/offline/viewed-cap';
import { deleteTestDbs, shippedAnswers, testDb } from './shipped-api';

const { tender, tabs } = shippedAnswers('UA-2024-01-10-005750-a');

/** `count` copies of a real tender under ids of their own, viewed one second apart. */
const viewedCopies = (count: number, from = 0): TenderRecord[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `viewed-${String(from + index).padStart(4, '0')}`,
    tenderID: `${tender.tenderID}-${from + index}`,
    data: tender,
    storedAt: 1_000_000 + (from + index) * 1000,
    viewedAt: 1_000_000 + (from + index) * 1000,
  }));

const questionsOf = (records: TenderRecord[]): TenderTabRecord[] =>
  records.map((record) => ({
    tenderId: record.id,
    endpoint: 'questions',
    answer: tabs.questions,
    storedAt: record.storedAt,
  }));

afterEach(deleteTestDbs);

describe('the cap of viewed tenders (LRU)', () => {
  it('keeps the newest 200 by last view, with their tabs; saved ones are kept and not counted', async () => {
    const db = testDb();
    const extra = 3;
    const viewed = viewedCopies(VIEWED_TENDERS_CAP + extra);
    // Two saved tenders viewed before all others: the oldest, yet never evicted.
    const saved = viewedCopies(2, -10);
    await db.tenders.bulkPut([...viewed, ...saved]);
    await db.tenderTabs.bulkPut(questionsOf([...viewed, ...saved]));
    await db.savedTenders.bulkPut(
      saved.map((record) => ({
        id: record.id,
        tenderID: record.tenderID,
        savedAt: 1,
        checkedAt: 1,
      })),
    );

    expect(await capViewed(db)).toBe(extra);

    const oldest = viewed.slice(0, extra).map((record) => record.id);
    const kept = await db.tenders.toCollection().primaryKeys();
    expect(kept).toHaveLength(VIEWED_TENDERS_CAP + saved.length);
    expect(kept).not.toEqual(expect.arrayContaining(oldest.slice(0, 1)));
    expect(kept).toEqual(expect.arrayContaining(saved.map((record) => record.id)));
    expect(await db.tenderTabs.where('tenderId').anyOf(oldest).count()).toBe(0);
    expect(await db.tenderTabs.count()).toBe(VIEWED_TENDERS_CAP + saved.length);
  });

  it('a tender opened again moves to the front and stays', async () => {
    const db = testDb();
    const viewed = viewedCopies(VIEWED_TENDERS_CAP + 1);
    const [first] = viewed as [TenderRecord];
    await db.tenders.bulkPut([...viewed.slice(1), { ...first, viewedAt: Date.now() }]);
    expect(await capViewed(db)).toBe(1);
    expect(await db.tenders.get(first.id)).toBeDefined();
    expect(await db.tenders.get(viewed[1]?.id ?? '')).toBeUndefined();
  });

  it('does nothing within the cap', async () => {
    const db = testDb();
    await db.tenders.bulkPut(viewedCopies(5));
    expect(await capViewed(db)).toBe(0);
    expect(await db.tenders.count()).toBe(5);
  });
});
