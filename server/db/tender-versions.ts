import type { Database } from './database.ts';
import { findTenderVersion, type TenderVersion } from './tenders.ts';

/** Versions kept at most, by the key they were asked by (an id or a tenderID). */
const KEPT_VERSIONS = 10_000;

export interface TenderVersions {
  /** The current version of a tender by id or tenderID; null when there is no such tender. */
  read(idOrTenderId: string): Promise<TenderVersion | null>;
  close(): Promise<void>;
}

/**
 * With PostgreSQL another process may write tenders at any time, so every read asks the
 * database for the version (one small row, no JSON). With PGlite every writer shares this
 * process and each write to tenders notifies before it resolves (migration 006), so versions
 * once read are kept until the next write: a repeated read costs no query at all.
 */
export const tenderVersions = async (db: Database): Promise<TenderVersions> => {
  const read = async (key: string) => (await findTenderVersion(db, key)) ?? null;
  if (!db.listen) return { read, close: () => Promise.resolve() };

  const kept = new Map<string, TenderVersion>();
  // A read that started before a write must not keep what it found.
  let writes = 0;
  const unlisten = await db.listen('tenders_changed', () => {
    writes += 1;
    kept.clear();
  });
  return {
    read: async (key) => {
      const known = kept.get(key);
      if (known) return known;
      const writesBefore = writes;
      const version = await read(key);
      if (version && writes === writesBefore) {
        if (kept.size >= KEPT_VERSIONS) kept.delete(kept.keys().next().value ?? key);
        kept.set(key, version);
      }
      return version;
    },
    close: () => unlisten(),
  };
};
