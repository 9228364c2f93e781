import type { Database } from '../../server/db/database.ts';

/**
 * Shared buffers (8 KB pages, found in memory or read) that the database's statements touched,
 * from pg_stat_statements (ops/postgresql.conf preloads it): reset before a scenario, read after
 * it. What a search costs in pages does not depend on the machine's load, and it is what a
 * projection to a larger table scales.
 */
export interface BufferMeter {
  reset: () => Promise<void>;
  /** Pages touched since the reset, and how many of them were read from outside the cache. */
  read: () => Promise<{ touched: number; read: number }>;
}

/** This database's statements, not the meter's own. */
const MEASURED = `dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
  AND query NOT LIKE '%pg_stat_statements%'`;

/** The meter, or undefined where pg_stat_statements is not loaded (PGlite, a default cluster). */
export const bufferMeter = async (db: Database): Promise<BufferMeter | undefined> => {
  try {
    await db.exec('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await db.query('SELECT 1 FROM pg_stat_statements LIMIT 1');
  } catch {
    return undefined;
  }
  return {
    reset: async () => {
      await db.query('SELECT pg_stat_statements_reset()');
    },
    read: async () => {
      const { rows } = await db.query<{ touched: number; read: number }>(
        `SELECT coalesce(sum(shared_blks_hit + shared_blks_read), 0)::float8 AS touched,
                coalesce(sum(shared_blks_read), 0)::float8 AS read
         FROM pg_stat_statements WHERE ${MEASURED}`,
      );
      return rows[0] ?? { touched: 0, read: 0 };
    },
  };
};
