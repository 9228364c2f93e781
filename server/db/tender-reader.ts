import type { Database } from './database.ts';
import { readTender, type TenderRead } from './tenders.ts';

/** Versions kept at most, by the key they were asked by (an id or a tenderID). */
const KEPT_VERSIONS = 10_000;

export interface TenderReader {
  /** readTender: null when there is no such tender. */
  read(idOrTenderId: string, heldHash: string | null): Promise<TenderRead | null>;
  close(): Promise<void>;
}

/**
 * With PostgreSQL another process may write tenders at any time, so every read asks the
 * database (one small row when the caller holds the current version). With PGlite every writer
 * shares this process and each write to tenders notifies before it resolves (migration 006), so
 * the versions read are kept until the next write: reading a held version again costs no query.
 */
export const tenderReader = async (db: Database): Promise<TenderReader> => {
  const read = async (key: string, heldHash: string | null) =>
    (await readTender(db, key, heldHash)) ?? null;
  if (!db.listen) return { read, close: () => Promise.resolve() };

  const kept = new Map<string, { id: string; hash: string }>();
  // A read that started before a write must not keep what it found.
  let writes = 0;
  const unlisten = await db.listen('tenders_changed', () => {
    writes += 1;
    kept.clear();
  });
  return {
    read: async (key, heldHash) => {
      const known = kept.get(key);
      if (known && known.hash === heldHash) return { ...known, body: null };
      const writesBefore = writes;
      const tender = await read(key, heldHash);
      if (tender && writes === writesBefore) {
        if (kept.size >= KEPT_VERSIONS) kept.delete(kept.keys().next().value ?? key);
        kept.set(key, { id: tender.id, hash: tender.hash });
      }
      return tender;
    },
    close: () => unlisten(),
  };
};
