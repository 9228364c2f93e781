import type { WriteWatch } from './write-watch.ts';

/** The one database interface: PGlite (embedded) and PostgreSQL run the same SQL through it. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

/** Inside a transaction: queries, and several statements at once (a migration's whole file). */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * A statement that writes, from a server's routes (a watch's rows): on the primary, where
   * `query` may be answered by a replica.
   */
  write: Queryable['query'];
  /** Runs several statements without parameters. */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Starts watching the writes of every process (NOTIFY at commit, migrations 006 and 013): the
   * embedded database in this process, PostgreSQL on a connection of its own.
   */
  watchWrites(): Promise<WriteWatch>;
}

/**
 * No database answers: the server is down, restarting, refusing connections or cut off. Reads
 * are answered 503 (or from a held copy) and retried on the next request; a write is not made.
 */
export class DatabaseUnavailableError extends Error {
  constructor(
    /** What did not answer, without credentials: 'PostgreSQL at 127.0.0.1:5432/portal'. */
    readonly database: string,
    /** What the driver said. */
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(`${database} is not answering (${reason})`, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * A query ran past DB_STATEMENT_TIMEOUT_MS and the server cancelled it: the database answers but
 * not in time (a hung or overloaded server). Handled as one that does not answer: a replica is
 * left for the next database, a read is answered 503 or from a held copy.
 */
export class DatabaseTimeoutError extends DatabaseUnavailableError {
  constructor(database: string, reason: string, options?: ErrorOptions) {
    super(database, reason, options);
    this.name = 'DatabaseTimeoutError';
  }
}
