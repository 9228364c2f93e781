import { afterEach, describe, expect, it } from 'vitest';
import {
  isTenderSaved,
  listSavedTenders,
  saveTender,
  unsaveTender,
} from '../../../../src/features/saved/store/saved-tenders';
import { PortalDb } from '../../../../src/lib/db';
import { StorageError } from '../../../../src/lib/storage';
import { shippedTabAnswers, shippedTendersApi } from './saved-fixtures';

const LARGE = 'UA-2024-01-10-005750-a';
const OTHER = 'UA-2020-08-06-003989-a';

const databases: PortalDb[] = [];

function freshDb(): PortalDb {
  const db = new PortalDb(`saved-tenders-${crypto.randomUUID()}`);
  databases.push(db);
  return db;
}

afterEach(async () => {
  await Promise.all(databases.splice(0).map((db) => db.delete()));
});

describe('saving tenders for offline reading', () => {
  it('keeps the tender and all four tab answers as the server gave them', async () => {
    const db = freshDb();
    const api = shippedTendersApi([LARGE]);
    const [tender] = api.tenders;
    if (!tender) throw new Error('no tender');
    await expect(saveTender(db, LARGE, api.http)).resolves.toBe(tender.id);

    const [listed, ...rest] = await listSavedTenders(db);
    expect(rest).toEqual([]);
    expect(listed?.saved).toMatchObject({ id: tender.id, tenderID: LARGE });
    expect(listed?.copy.tender).toEqual(tender);
    expect(listed?.copy.tabs).toEqual(shippedTabAnswers(LARGE));
    expect(api.requests.toSorted()).toEqual(
      [
        `/api/tenders/${LARGE}`,
        ...['agreements', 'complaints', 'monitorings', 'questions'].map(
          (tab) => `/api/tenders/${tender.id}/${tab}`,
        ),
      ].toSorted(),
    );
    await expect(isTenderSaved(db, tender.id)).resolves.toBe(true);
    await expect(isTenderSaved(db, LARGE)).resolves.toBe(true);
  });

  it('lists the most recently saved first, each with its own copy', async () => {
    const db = freshDb();
    const api = shippedTendersApi([LARGE, OTHER]);
    await saveTender(db, OTHER, api.http);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await saveTender(db, LARGE, api.http);
    const listed = await listSavedTenders(db);
    expect(listed.map((item) => item.copy.tender.tenderID)).toEqual([LARGE, OTHER]);
    expect(listed.map((item) => item.copy.tabs)).toEqual([
      shippedTabAnswers(LARGE),
      shippedTabAnswers(OTHER),
    ]);
  });

  it('saves nothing when one tab cannot be fetched (all or nothing)', async () => {
    const db = freshDb();
    const api = shippedTendersApi([LARGE]);
    api.failing.add('complaints');
    await expect(saveTender(db, LARGE, api.http)).rejects.toThrow();
    await expect(listSavedTenders(db)).resolves.toEqual([]);
    await expect(isTenderSaved(db, LARGE)).resolves.toBe(false);
    expect(await db.tenders.count()).toBe(0);
  });

  it('unsaving drops the mark but keeps the copy as a viewed one', async () => {
    const db = freshDb();
    const api = shippedTendersApi([LARGE]);
    const id = await saveTender(db, LARGE, api.http);
    await unsaveTender(db, id);
    await expect(listSavedTenders(db)).resolves.toEqual([]);
    await expect(isTenderSaved(db, LARGE)).resolves.toBe(false);
    expect((await db.tenders.get(id))?.tenderID).toBe(LARGE);
  });

  it('a storage failure is a StorageError', async () => {
    const db = freshDb();
    db.close();
    await expect(listSavedTenders(db)).rejects.toBeInstanceOf(StorageError);
    await expect(isTenderSaved(db, LARGE)).rejects.toBeInstanceOf(StorageError);
  });
});

describe("a saved tender's change log: seen on /saved, shown on the tender's page", () => {
  it('lists on the tender page the changes it has not shown, read on /saved or not', async () => {
    const { markChangesRead, markChangesShown, unreadChangesOf, unshownChangesOf } =
      await import('../../../../src/features/saved/store/changes');
    const db = freshDb();
    const change = {
      tenderId: 't1',
      tenderID: 'UA-1',
      kind: 'status',
      detectedAt: 1,
      read: 0 as const,
    };
    const [first, second] = await db.changes.bulkAdd([change, { ...change, kind: 'award' }], {
      allKeys: true,
    });
    if (first === undefined || second === undefined) throw new Error('two changes');

    // Read on /saved: no longer unread there, still to show on the tender's page.
    await markChangesRead(db, [first]);
    expect((await unreadChangesOf(db, 't1')).map((entry) => entry.seq)).toEqual([second]);
    expect((await unshownChangesOf(db, 't1')).map((entry) => entry.seq)).toEqual([first, second]);

    // Shown on the tender's page: seen everywhere.
    await markChangesShown(db, [first, second]);
    expect(await unshownChangesOf(db, 't1')).toEqual([]);
    expect(await unreadChangesOf(db, 't1')).toEqual([]);
  });
});
