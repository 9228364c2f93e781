import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { PortalDb } from '../../../../src/lib/db';
import { readTenderCopy } from '../../../../src/features/tender/store/tender-copy';
import { shippedTender } from '../../features/tender/shipped-tenders';

const names: string[] = [];

afterEach(async () => {
  await Promise.all(names.splice(0).map((name) => Dexie.delete(name)));
});

describe('an app update keeps what the device holds (schema 1 → 2)', () => {
  it('opens a version 1 database with its tender and dictionaries, adding the last view', async () => {
    const name = `migration-${crypto.randomUUID()}`;
    names.push(name);
    const tender = shippedTender('UA-2024-04-26-006781-a');
    const storedAt = Date.UTC(2026, 10, 1, 9, 30);
    // The database as the previous release left it: its own schema, written by Dexie itself.
    const previous = new Dexie(name);
    previous.version(1).stores({
      dictionaries: '[key+lang], expiresAt',
      tenders: 'id, tenderID, storedAt',
    });
    await previous
      .table('tenders')
      .put({ id: tender.id, tenderID: tender.tenderID, data: tender, storedAt });
    const dictionary = {
      key: 'currencies',
      lang: 'uk',
      date_modified: 'x',
      data: {},
      expiresAt: 5,
    };
    await previous.table('dictionaries').put(dictionary);
    previous.close();

    const db = new PortalDb(name);
    await db.open();
    // Version 3 added the viewed profiles' table and version 5 the watches', empty after the
    // upgrade; version 4 no table.
    expect(db.verno).toBe(5);
    expect(await db.orgs.count()).toBe(0);
    expect(await db.watches.count()).toBe(0);
    expect(await db.tenders.get(tender.id)).toEqual({
      id: tender.id,
      tenderID: tender.tenderID,
      data: tender,
      storedAt,
      viewedAt: storedAt,
    });
    expect(await readTenderCopy(db, tender.tenderID)).toEqual({ tender, tabs: {}, storedAt });
    expect(await db.dictionaries.toArray()).toEqual([dictionary]);
    expect(await db.tenders.orderBy('viewedAt').primaryKeys()).toEqual([tender.id]);
    db.close();
  });
});

describe('an app update keeps the change log, and what was read counts as shown (schema 3 → 4)', () => {
  it('marks read changes shown on the tender page and leaves unread ones to show there', async () => {
    const name = `migration-${crypto.randomUUID()}`;
    names.push(name);
    const previous = new Dexie(name);
    previous.version(1).stores({
      dictionaries: '[key+lang], expiresAt',
      tenders: 'id, tenderID, storedAt',
    });
    previous.version(2).stores({
      tenders: 'id, tenderID, storedAt, viewedAt',
      tenderTabs: '[tenderId+endpoint], tenderId',
      savedTenders: 'id, tenderID, savedAt',
      articles: 'id, slug, storedAt',
      savedSearches: 'id, savedAt',
      changes: '++seq, tenderId, read, detectedAt',
    });
    previous.version(3).stores({ orgs: 'edrpou, viewedAt' });
    const change = { tenderId: 't1', tenderID: 'UA-1', kind: 'status', detectedAt: 1 };
    await previous.table('changes').bulkAdd([
      { ...change, read: 1 },
      { ...change, read: 0 },
    ]);
    previous.close();

    const db = new PortalDb(name);
    await db.open();
    expect((await db.changes.toArray()).map((entry) => [entry.read, entry.shownOnPage])).toEqual([
      [1, 1],
      [0, undefined],
    ]);
    db.close();
  });
});
