import pg from 'pg';
import { WRITE_CHANNELS, WriteCount, type WriteWatch } from './write-watch.ts';

/** A lost connection is tried again after this, doubling up to the most. */
const RETRY_MS = { first: 250, most: 5_000 } as const;

/**
 * How often the listening connection is asked a trivial query: a connection cut without a word
 * (a network drop) is noticed within this plus the query's timeout.
 */
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 2_000;

/**
 * PostgreSQL's watch: a connection of its own, apart from the pool, that LISTENs on the write
 * channels of the primary (`url`). It is live from its LISTEN on; when the connection fails
 * (a restart of the database, a failover, a network drop found by the heartbeat) it is not live
 * until a new connection listens again, tried with backoff.
 */
export const watchPostgresWrites = async (url: string): Promise<WriteWatch> => {
  const writes = new WriteCount();
  let live = false;
  let closed = false;
  let client: pg.Client | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let retryMs: number = RETRY_MS.first;

  const lose = (lost: pg.Client): void => {
    if (client !== lost) return;
    client = undefined;
    clearInterval(heartbeat);
    lost.removeAllListeners('notification');
    lost.end().catch(() => undefined);
    if (live) {
      live = false;
      writes.raise();
    }
    if (closed) return;
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MS.most);
  };

  const connect = async (): Promise<void> => {
    const connection = new pg.Client({
      connectionString: url,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
      application_name: 'portal write watch',
    });
    client = connection;
    // An unhandled 'error' event would end the process.
    connection.on('error', () => {
      lose(connection);
    });
    connection.on('end', () => {
      lose(connection);
    });
    try {
      await connection.connect();
      for (const channel of WRITE_CHANNELS) await connection.query(`LISTEN ${channel}`);
    } catch {
      lose(connection);
      return;
    }
    if (client !== connection) return;
    if (closed) {
      await connection.end().catch(() => undefined);
      return;
    }
    connection.on('notification', () => {
      writes.raise();
    });
    retryMs = RETRY_MS.first;
    live = true;
    // What was read before this LISTEN may have missed a write: it is checked again.
    writes.raise();
    heartbeat = setInterval(() => {
      connection.query('SELECT 1').catch(() => {
        lose(connection);
      });
    }, HEARTBEAT_MS);
    heartbeat.unref();
  };

  await connect();
  return {
    get live() {
      return live;
    },
    get count() {
      return writes.count;
    },
    onChange: (listener) => writes.onChange(listener),
    close: async () => {
      closed = true;
      live = false;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
};
