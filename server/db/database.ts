/** The one database interface: PGlite (embedded) and PostgreSQL run the same SQL through it. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `listener` on each NOTIFY on `channel`, before the write that committed it resolves;
   * answers the function that stops listening. Only where every writer shares this process
   * (PGlite): with PostgreSQL another process may write at any time.
   */
  listen?: (channel: string, listener: () => void) => Promise<() => Promise<void>>;
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
