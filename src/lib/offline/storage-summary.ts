import type { PortalDb } from '../db';
import { withStorage } from '../storage';
import { clearViewed } from './viewed-cap';

/** The kinds of data the storage panel counts. */
export const STORAGE_KINDS = [
  'savedTenders',
  'viewedTenders',
  'articles',
  'savedSearches',
  'watches',
  'dictionaries',
] as const;

export type StorageKind = (typeof STORAGE_KINDS)[number];

export interface KindSummary {
  kind: StorageKind;
  count: number;
  /** Approximate: the length of the records as JSON (IndexedDB stores them in its own form). */
  bytes: number;
}

const jsonBytes = (records: readonly unknown[]): number =>
  records.reduce<number>((sum, record) => sum + new Blob([JSON.stringify(record)]).size, 0);

/** How many records of each kind the device holds and about how much room they take. */
export function summarizeStorage(db: PortalDb): Promise<KindSummary[]> {
  return withStorage('summarize storage', () =>
    db.transaction(
      'r',
      [
        db.tenders,
        db.tenderTabs,
        db.savedTenders,
        db.articles,
        db.savedSearches,
        db.watches,
        db.dictionaries,
      ],
      async () => {
        const saved = new Set(await db.savedTenders.toCollection().primaryKeys());
        const tenders = await db.tenders.toArray();
        const tabs = await db.tenderTabs.toArray();
        const isSaved = (id: string) => saved.has(id);
        const tendersOf = (wanted: boolean) => {
          const records = tenders.filter((record) => isSaved(record.id) === wanted);
          const withTabs = tabs.filter((tab) => isSaved(tab.tenderId) === wanted);
          return { count: records.length, bytes: jsonBytes(records) + jsonBytes(withTabs) };
        };
        const all = async (table: { toArray: () => Promise<unknown[]> }) => {
          const records = await table.toArray();
          return { count: records.length, bytes: jsonBytes(records) };
        };
        const found: Record<StorageKind, { count: number; bytes: number }> = {
          savedTenders: tendersOf(true),
          viewedTenders: tendersOf(false),
          articles: await all(db.articles),
          savedSearches: await all(db.savedSearches),
          watches: await all(db.watches),
          dictionaries: await all(db.dictionaries),
        };
        return STORAGE_KINDS.map((kind) => ({ kind, ...found[kind] }));
      },
    ),
  );
}

export { clearViewed };

/** Deletes everything the device holds: saved and viewed data, searches, changes, dictionaries. */
export function clearEverything(db: PortalDb): Promise<void> {
  return withStorage('clear everything', () =>
    db.transaction('rw', db.tables, async () => {
      await Promise.all(db.tables.map((table) => table.clear()));
    }),
  );
}
