import { mkdirSync } from 'node:fs';
import type { ServerConfig } from '../config.ts';
import type { Database } from './database.ts';
import { DatabaseLockedError, lockDataDir } from './lock.ts';
import { migrate } from './migrations.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

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

/** For the command-line entry points: the database, or a clear line and exit code 1. */
export const openDatabaseOrExit = async (
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
): Promise<Database> => {
  try {
    return await openDatabase(config);
  } catch (error) {
    console.error(error instanceof DatabaseLockedError ? error.message : error);
    process.exit(1);
  }
};
