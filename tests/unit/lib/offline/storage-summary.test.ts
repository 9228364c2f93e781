import { afterEach, describe, expect, it } from 'vitest';
import { storagePanelView } from '../../../../src/features/saved/model/storage-panel';
import { formatBytes } from '../../../../src/lib/format';
import { replaceTenderCopy } from '../../../../src/features/tender/store/tender-copy';
import {
  clearEverything,
  clearViewed,
  summarizeStorage,
} from '../../../../src/lib/offline/storage-summary';
import { deleteTestDbs, shippedAnswers, testDb } from './shipped-api';
import { shippedArticles } from '../../../support/shipped-data';

const SAVED = 'UA-2024-01-10-005750-a';
const VIEWED = 'UA-2024-04-26-006781-a';

async function filledDb() {
  const db = testDb();
  const saved = shippedAnswers(SAVED);
  const viewed = shippedAnswers(VIEWED);
  await replaceTenderCopy(db, { ...saved, storedAt: 1 }, { save: true });
  await replaceTenderCopy(db, { ...viewed, storedAt: 1 }, { viewed: true });
  await db.articles.bulkPut(
    shippedArticles().map((article) => ({
      id: article.id,
      slug: article.slug,
      data: article,
      storedAt: 1,
    })),
  );
  await db.watches.put({
    key: `tender:${saved.tender.id}`,
    token: 'x'.repeat(24),
    feed: `https://portal.test/feeds/watch/${'x'.repeat(24)}.atom`,
    createdAt: 1,
  });
  return { db, saved, viewed };
}

afterEach(deleteTestDbs);

describe('the storage summary', () => {
  it('counts each kind and sizes it by its records', async () => {
    const { db, viewed } = await filledDb();
    const kinds = await summarizeStorage(db);
    expect(kinds.map(({ kind, count }) => [kind, count])).toEqual([
      ['savedTenders', 1],
      ['viewedTenders', 1],
      ['articles', shippedArticles().length],
      ['savedSearches', 0],
      ['watches', 1],
      ['dictionaries', 0],
    ]);
    const viewedBytes = kinds.find((row) => row.kind === 'viewedTenders')?.bytes ?? 0;
    // At least the tender's own JSON (its tabs add to it).
    expect(viewedBytes).toBeGreaterThan(new Blob([JSON.stringify(viewed.tender)]).size);
  });

  it('clear viewed keeps the saved tender with its tabs; clear everything leaves nothing', async () => {
    const { db, saved } = await filledDb();
    expect(await clearViewed(db)).toBe(1 + shippedArticles().length);
    expect(await db.tenders.toCollection().primaryKeys()).toEqual([saved.tender.id]);
    expect(await db.tenderTabs.count()).toBe(4);
    await clearEverything(db);
    expect((await summarizeStorage(db)).every((row) => row.count === 0)).toBe(true);
  });
});

describe('the storage panel view', () => {
  it('formats sizes per language, with a dash for what the browser does not say', () => {
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(5 * 1024 ** 2, 'en')).toBe('5 MB');
    expect(formatBytes(undefined, 'uk')).toBe('—');
    const view = storagePanelView(
      {
        estimate: { usage: 1024 ** 2, quota: 3 * 1024 ** 2 },
        persisted: false,
        kinds: [
          { kind: 'savedTenders', count: 0, bytes: 0 },
          { kind: 'viewedTenders', count: 1200, bytes: 2048 },
        ],
      },
      'en',
    );
    expect(view).toMatchObject({
      used: '1 MB',
      available: '2 MB',
      persistence: 'notPersisted',
      rows: [
        { kind: 'savedTenders', count: '0', size: '—' },
        { kind: 'viewedTenders', count: '1\u00a0200', size: '2 kB' },
      ],
      hasViewed: true,
      hasAny: true,
    });
    expect(storagePanelView({ kinds: [] }, 'uk')).toMatchObject({
      used: '—',
      persistence: 'unsupported',
      hasAny: false,
    });
  });
});
