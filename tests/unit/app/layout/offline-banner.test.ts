import { afterEach, describe, expect, it } from 'vitest';
import { heldAsOf } from '../../../../src/app/layout/offline/held-as-of';
import { bannerAsOf } from '../../../../src/app/layout/offline/model/offline-banner';
import { replaceTenderCopy } from '../../../../src/features/tender/store/tender-copy';
import { db } from '../../../../src/lib/db';
import { shippedTender } from '../../features/tender/shipped-tenders';

const [FIRST, SECOND, VIEWED] = [
  'UA-2024-02-28-009286-a',
  'UA-2026-01-30-016138-a',
  'UA-2024-04-26-006781-a',
];

/** Holds a real tender fetched at `storedAt`, saved or only viewed. */
const hold = (id: string, storedAt: number, save: boolean) =>
  replaceTenderCopy(db, { tender: shippedTender(id), tabs: {}, storedAt }, { save, viewed: true });

afterEach(async () => {
  await db.delete();
  await db.open();
});

describe('the offline banner’s "as of" time', () => {
  it('is the oldest copy shown, or the moment the connection was lost', () => {
    expect(bannerAsOf([300, 200], 1000)).toBe(200);
    expect(bannerAsOf([], 1000)).toBe(1000);
    expect(bannerAsOf([2000], 1000)).toBe(1000);
  });

  it('reads a tender page’s held copy, by tenderID or internal id, on any tab', async () => {
    await hold(FIRST, 1_000, false);
    const { id } = shippedTender(FIRST);
    expect(await heldAsOf(`/tender/${FIRST}`)).toEqual([1_000]);
    expect(await heldAsOf(`/tender/${id}/questions`)).toEqual([1_000]);
    expect(await heldAsOf(`/tender/${SECOND}`)).toEqual([]);
  });

  it('reads the saved tenders’ copies on /saved, not the viewed ones', async () => {
    await hold(FIRST, 5_000, true);
    await hold(SECOND, 3_000, true);
    await hold(VIEWED, 1_000, false);
    expect((await heldAsOf('/saved')).sort()).toEqual([3_000, 5_000]);
    expect(await heldAsOf('/news')).toEqual([]);
  });
});
