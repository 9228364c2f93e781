import pg from 'pg';
import {
  DatabaseTimeoutError,
  DatabaseUnavailableError,
  type Database,
  type Queryable,
} from './database.ts';
import { databaseErrors, watchPool } from './metrics.ts';
import { watchPostgresWrites } from './postgres-write-watch.ts';

export interface PostgresOptions {
  /** Isolates a run (tests) in its own search_path. */
  schema?: string;
  /**
   * A new connection that is not ready within this fails (the server is down or cut off), and so
   * does a query that waits this long for a connection of the pool (all busy): 503 either way.
   */
  connectTimeoutMs?: number;
  /**
   * The server cancels a statement running longer (statement_timeout), and a query the server
   * does not answer at all (a hung or stopped process) is given up a second later. Unset: none,
   * for migrations and loads that may take minutes.
   */
  statementTimeoutMs?: number;
  /** The name of the database in metrics: 'primary' (the default), 'replica 1', … */
  role?: string;
  /** Where a lost and a regained database are reported, one line each; stderr by default. */
  log?: (line: string) => void;
}

/** Connection errors of the driver and the socket: the server is not there (or went away). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOENT',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/**
 * SQLSTATEs of a server that is going or not yet there: class 08 (connection exception),
 * admin_shutdown (a stop or restart), crash_shutdown, cannot_connect_now (starting up or shutting
 * down), and a standby's conflict with recovery cancelling a read (retried elsewhere).
 */
const SERVER_CODES = /^(08...|57P01|57P02|57P03|40001)$/;

/** "Query read timeout": the server did not answer within statement_timeout plus the margin. */
const DRIVER_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Client was closed|Query read timeout/i;

/** query_canceled: the server's statement_timeout ended the statement. */
const STATEMENT_TIMEOUT = '57014';

/** How much longer than statement_timeout a query may go unanswered before it is given up. */
const UNANSWERED_MARGIN_MS = 500;

/** True for an error that says the database is not answering, not that a statement failed. */
export const isConnectionFailure = (error: unknown): boolean => {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.test(code))) {
    return code !== '40001' || /recovery/i.test(error.message);
  }
  return DRIVER_MESSAGES.test(error.message);
};

/** 'PostgreSQL at host:port/database', from a connection URL, without user or password. */
export const describePostgres = (url: string): string => {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname || parsed.searchParams.get('host') || 'localhost';
    const port = parsed.port || parsed.searchParams.get('port') || '5432';
    return `PostgreSQL at ${decodeURIComponent(host)}:${port}${decodeURIComponent(parsed.pathname)}`;
  } catch {
    return 'PostgreSQL';
  }
};

const reasonOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] || 'no reason given';

/** Connections per pool (per process and database). */
const POOL_SIZE = 10;

/** The default connect timeout: long enough for a busy server, short enough to answer a 503. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * A PostgreSQL server through pg's pool. The server outlives it: a connection lost while idle
 * (a restart, a failover, `terminating connection due to administrator command`) is dropped from
 * the pool instead of ending the process, a failure to reach the server is thrown as
 * DatabaseUnavailableError, and the next query connects afresh.
 */
export const openPostgres = async (
  url: string,
  schemaOrOptions?: string | PostgresOptions,
): Promise<Database> => {
  const options: PostgresOptions =
    typeof schemaOrOptions === 'string' ? { schema: schemaOrOptions } : (schemaOrOptions ?? {});
  const {
    schema,
    connectTimeoutMs = CONNECT_TIMEOUT_MS,
    statementTimeoutMs,
    role = 'primary',
  } = options;
  const log =
    options.log ??
    ((line: string) => {
      console.error(line);
    });
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new Error(`Invalid schema name "${schema}"`);
  }
  const name = describePostgres(url);
  let answering = true;
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    ...(statementTimeoutMs
      ? {
          statement_timeout: statementTimeoutMs,
          query_timeout: statementTimeoutMs + UNANSWERED_MARGIN_MS,
        }
      : {}),
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  const unwatchPool = watchPool(role, () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  }));
  /** Errors already counted: a transaction's statement passes through `failed` twice. */
  const counted = new WeakSet<object>();
  const count = (error: unknown, kind: 'timeout' | 'statement' | 'unavailable'): void => {
    if (typeof error !== 'object' || error === null || counted.has(error)) return;
    counted.add(error);
    databaseErrors.inc({ database: role, kind });
  };
  /**
   * Turns a connection failure into DatabaseUnavailableError (reporting the first of a run) and
   * a statement past its time into DatabaseTimeoutError; counts each failure once.
   */
  const failed = (error: unknown): unknown => {
    if (error instanceof DatabaseUnavailableError) return error;
    const timedOut = error instanceof Error && 'code' in error && error.code === STATEMENT_TIMEOUT;
    if (timedOut && statementTimeoutMs !== undefined) {
      count(error, 'timeout');
      return new DatabaseTimeoutError(
        name,
        `a statement ran past DB_STATEMENT_TIMEOUT_MS (${String(statementTimeoutMs)} ms)`,
        { cause: error },
      );
    }
    if (!isConnectionFailure(error)) {
      count(error, 'statement');
      return error;
    }
    count(error, 'unavailable');
    // pg's wait for a free connection ends with the connect timeout's message too.
    const said = reasonOf(error);
    const busy =
      /timeout exceeded when trying to connect/.test(said) &&
      pool.totalCount >= POOL_SIZE &&
      pool.idleCount === 0;
    const reason = busy ? `${said} (all ${POOL_SIZE} connections busy)` : said;
    if (answering) {
      answering = false;
      log(`${name} stopped answering: ${reason}`);
    }
    return new DatabaseUnavailableError(name, reason, { cause: error });
  };
  const answered = (): void => {
    if (answering) return;
    answering = true;
    log(`${name} answers again`);
  };

  if (schema) {
    const setup = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: connectTimeoutMs,
    });
    setup.on('error', () => undefined);
    try {
      await setup.connect();
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } catch (error) {
      await pool.end();
      throw failed(error);
    } finally {
      await setup.end().catch(() => undefined);
    }
  }
  // An idle client's lost connection: pg has already dropped it from the pool.
  pool.on('error', (error) => {
    failed(error);
  });

  const query: Queryable['query'] = async <Row>(sql: string, params?: unknown[]) => {
    try {
      const result = await pool.query(sql, params);
      answered();
      return { rows: result.rows as Row[] };
    } catch (error) {
      throw failed(error);
    }
  };
  return {
    kind: 'postgres',
    query,
    write: query,
    exec: async (sql) => {
      await query(sql);
    },
    transaction: async (work) => {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw failed(error);
      }
      // A connection lost between two statements must not end the process either.
      const onLost = (error: Error): void => {
        failed(error);
      };
      client.on('error', onLost);
      const connection = { lost: false };
      try {
        const run = async <Row>(sql: string, params?: unknown[]) => {
          try {
            return { rows: (await client.query(sql, params)).rows as Row[] };
          } catch (error) {
            connection.lost ||= isConnectionFailure(error);
            throw failed(error);
          }
        };
        await run('BEGIN');
        // Without parameters, a query is sent whole: several statements run in one go.
        const result = await work({
          query: run,
          exec: async (sql) => {
            await run(sql);
          },
        });
        await run('COMMIT');
        answered();
        return result;
      } catch (error) {
        if (!connection.lost) await client.query('ROLLBACK').catch(() => undefined);
        throw failed(error);
      } finally {
        client.removeListener('error', onLost);
        // A client whose connection failed is closed, not handed out again.
        client.release(connection.lost);
      }
    },
    close: async () => {
      unwatchPool();
      await pool.end();
    },
    watchWrites: () => watchPostgresWrites(url),
  };
};
