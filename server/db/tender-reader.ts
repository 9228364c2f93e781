import { LRUCache } from 'lru-cache';
import type { Database } from './database.ts';
import { readTender, type TenderRead } from './tenders.ts';
import type { WriteWatch } from './write-watch.ts';

/** Versions kept at most, by the key they were asked by (an id or a tenderID). */
const KEPT_VERSIONS = 10_000;

export interface TenderReader {
  /** readTender: null when there is no such tender. */
  read(idOrTenderId: string, heldHash: string | null): Promise<TenderRead | null>;
  close(): void;
}

/**
 * The versions read are kept until the next write any process commits (`writes`): reading a held
 * version again costs no query. While the watch is not live (PostgreSQL's listening connection is
 * lost) nothing is kept and every read asks the database (one small row when the caller holds the
 * current version), as it must when another process may write at any time.
 */
export const tenderReader = (db: Database, writes: WriteWatch): TenderReader => {
  const kept = new LRUCache<string, { id: string; hash: string }>({ max: KEPT_VERSIONS });
  const stop = writes.onChange(() => {
    kept.clear();
  });
  return {
    read: async (key, heldHash) => {
      const known = writes.live ? kept.get(key) : undefined;
      if (known && known.hash === heldHash) return { ...known, body: null };
      // A read that started before a write must not keep what it found.
      const countBefore = writes.count;
      const tender = (await readTender(db, key, heldHash)) ?? null;
      if (tender && writes.live && writes.count === countBefore) {
        kept.set(key, { id: tender.id, hash: tender.hash });
      }
      return tender;
    },
    close: stop,
  };
};
