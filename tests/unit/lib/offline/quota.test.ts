import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTender } from '../../../../src/features/tender/load-tender';
import { replaceTenderCopy } from '../../../../src/features/tender/store/tender-copy';
import { givenLocalDb } from '../../../../src/lib/local-db';
import { isQuotaError, lastStorageFreed, onStorageFreed } from '../../../../src/lib/offline/quota';
import type { StorageFreed } from '../../../../src/lib/offline/quota';
import { StorageError } from '../../../../src/lib/storage';
import { deleteTestDbs, shippedAnswers, shippedTenderApi, testDb } from './shipped-api';
import { shippedArticles } from '../../../support/shipped-data';
import type { Article } from '../../../../contract/articles';

const SAVED = 'UA-2024-01-10-005750-a';
const VIEWED = 'UA-2024-04-26-006781-a';
const NEW = 'UA-2025-11-29-000037-a';

/** What IndexedDB throws when the disk is full. */
const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

afterEach(deleteTestDbs);

describe('a full disk', () => {
  it('recognises the quota error however it is wrapped', () => {
    expect(isQuotaError(quotaExceeded())).toBe(true);
    expect(isQuotaError(new StorageError('write', { cause: quotaExceeded() }))).toBe(true);
    expect(isQuotaError(new StorageError('write', { cause: new Error('other') }))).toBe(false);
  });

  it('evicts viewed tenders and articles, never saved ones, says so, and writes once more', async () => {
    const db = testDb();
    const saved = shippedAnswers(SAVED);
    const viewed = shippedAnswers(VIEWED);
    await replaceTenderCopy(db, { ...saved, storedAt: Date.now() }, { save: true });
    await replaceTenderCopy(db, { ...viewed, storedAt: Date.now() }, { viewed: true });
    const [article] = shippedArticles() as [Article];
    await db.articles.put({ id: article.id, slug: article.slug, data: article, storedAt: 1 });

    const announced: StorageFreed[] = [];
    const stopListening = onStorageFreed((freed) => announced.push(freed));
    // The disk is full for the next write only (the IndexedDB boundary).
    const put = db.tenders.put.bind(db.tenders);
    vi.spyOn(db.tenders, 'put')
      .mockRejectedValueOnce(quotaExceeded())
      .mockImplementation((...args) => put(...args));

    const api = shippedTenderApi([NEW]);
    const loaded = await loadTender(NEW, { http: api.http, localDb: givenLocalDb(db) });
    await loaded.saved;
    stopListening();

    const held = await db.tenders.toCollection().primaryKeys();
    expect(held.sort()).toEqual([saved.tender.id, loaded.tender.id].sort());
    expect(await db.tenderTabs.where('tenderId').equals(saved.tender.id).count()).toBe(4);
    expect(await db.tenderTabs.where('tenderId').equals(viewed.tender.id).count()).toBe(0);
    expect(await db.articles.count()).toBe(0);
    expect(await db.savedTenders.count()).toBe(1);
    expect(announced).toEqual([expect.objectContaining({ removed: 2 })]);
    expect(lastStorageFreed()).toEqual(announced[0]);
  });
});
