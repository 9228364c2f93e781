import { mkdirSync } from 'node:fs';
import type { ServerConfig } from '../config.ts';
import { printable } from '../terminal.ts';
import { DatabaseUnavailableError, type Database } from './database.ts';
import { DatabaseLockedError, lockDataDir } from './lock.ts';
import { migrate } from './migrations.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import { REPLICA_RETRY_MS, routeReads } from './read-routing.ts';

/**
 * Opens PostgreSQL when DATABASE_URL is set, else the embedded database under DATA_DIR
 * (locked to this process), and brings the schema up to date.
 */
export const openDatabase = async (
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
): Promise<Database> => {
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
export const openServingDatabase = async (
  config: Pick<ServerConfig, 'databaseUrl' | 'replicaUrls' | 'statementTimeoutMs'>,
): Promise<Database> => {
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

/** What a command-line entry point prints when the database cannot be used. */
export const databaseFailureLine = (error: unknown): string => {
  if (error instanceof DatabaseLockedError) return error.message;
  if (error instanceof DatabaseUnavailableError) {
    return (
      `${printable(error.message)}. Check that PostgreSQL is running and that ` +
      'DATABASE_URL points at the primary (not a read-only replica), then run the command again.'
    );
  }
  return printable(error instanceof Error ? error.message : String(error));
};

/** For the command-line entry points: the database, or a clear line and exit code 1. */
export const openDatabaseOrExit = async (
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
): Promise<Database> => {
  try {
    return await openDatabase(config);
  } catch (error) {
    const known = error instanceof DatabaseLockedError || error instanceof DatabaseUnavailableError;
    console.error(known ? databaseFailureLine(error) : error);
    process.exit(1);
  }
};
