import { DatabaseUnavailableError, type Database } from './db/database.ts';
import { DatabaseLockedError } from './db/lock.ts';
import { openDatabase, type DatabasePlace } from './db/open.ts';
import { printable } from './terminal.ts';

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
export const openDatabaseOrExit = async (config: DatabasePlace): Promise<Database> => {
  try {
    return await openDatabase(config);
  } catch (error) {
    const known = error instanceof DatabaseLockedError || error instanceof DatabaseUnavailableError;
    console.error(known ? databaseFailureLine(error) : error);
    process.exit(1);
  }
};
