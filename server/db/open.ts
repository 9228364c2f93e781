import { mkdirSync } from 'node:fs';
import type { Database } from './database.ts';
import { lockDataDir } from './lock.ts';
import { migrate } from './migrations.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import { REPLICA_RETRY_MS, routeReads } from './read-routing.ts';

/** Where the database is: PostgreSQL's URL, else the folder of the embedded one. */
export interface DatabasePlace {
  /** Where the embedded database lives (ignored with `databaseUrl`). */
  dataDir: string;
  /** postgres://… to use a PostgreSQL server instead of the embedded database. */
  databaseUrl: string | undefined;
}

/** The PostgreSQL databases a server process reads, and how long a statement may run. */
export interface ServingDatabaseOptions {
  databaseUrl: string | undefined;
  /** Streaming replicas the reads go to, in turn. */
  replicaUrls: string[];
  statementTimeoutMs: number;
}

/**
 * Opens PostgreSQL when DATABASE_URL is set, else the embedded database under DATA_DIR
 * (locked to this process), and brings the schema up to date.
 */
export const openDatabase = async (config: DatabasePlace): Promise<Database> => {
  if (config.databaseUrl) {
    const db = await openPostgres(config.databaseUrl);
    await migrate(db);
    return db;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const unlock = lockDataDir(config.dataDir);
  try {
    const db = await openPglite(config.dataDir);
    await migrate(db);
    return {
      ...db,
      close: async () => {
        try {
          await db.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
};

/**
 * The database a server process's routes read, PostgreSQL's with DB_STATEMENT_TIMEOUT_MS on
 * every query: with DATABASE_REPLICA_URLS the replicas in turn, and the primary when none answers
 * (server/db/read-routing.ts). It does not touch the schema: the primary process brought it up to
 * date (`openDatabase`) before it started the server processes. Nothing is connected yet, so a
 * process starts while the database is down, and answers 503 until it is back.
 */
export const openServingDatabase = async (config: ServingDatabaseOptions): Promise<Database> => {
  if (!config.databaseUrl) throw new Error('A server process of its own needs DATABASE_URL');
  const { statementTimeoutMs } = config;
  const primary = await openPostgres(config.databaseUrl, { statementTimeoutMs });
  if (config.replicaUrls.length === 0) return primary;
  const replicas = await Promise.all(
    config.replicaUrls.map((url, index) =>
      openPostgres(url, {
        connectTimeoutMs: REPLICA_RETRY_MS,
        statementTimeoutMs,
        role: `replica ${String(index + 1)}`,
      }),
    ),
  );
  return routeReads(primary, replicas);
};
