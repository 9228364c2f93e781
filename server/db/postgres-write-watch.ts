import createSubscriber, { type Subscriber } from 'pg-listen';
import { WRITE_CHANNELS, WriteCount, type WriteWatch } from './write-watch.ts';

/** A lost connection is tried again after this, doubling up to the most. */
const RETRY_MS = { first: 250, most: 5_000 } as const;
const retryAfter = (attempt: number): number =>
  Math.min(RETRY_MS.first * 2 ** attempt, RETRY_MS.most);

/**
 * How often the listening connection is asked a trivial query: a connection cut without a word
 * (a network drop) is noticed within this plus the query's timeout.
 */
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 2_000;

/**
 * PostgreSQL's watch: a connection of its own, apart from the pool, that LISTENs on the write
 * channels of the primary (`url`), through `pg-listen`, which checks it every HEARTBEAT_MS and
 * listens again on a new connection when it fails (a restart, a failover, a network drop). The
 * watch is live from a LISTEN on until the connection fails. pg-listen does not retry a first
 * connection that fails: that one is tried again here, with the same backoff.
 */
export const watchPostgresWrites = async (url: string): Promise<WriteWatch> => {
  const writes = new WriteCount();
  let live = false;
  let closed = false;
  let subscriber: Subscriber | undefined;
  let retry: NodeJS.Timeout | undefined;

  // What was read before a LISTEN may have missed a write: it is checked again.
  const listening = (): void => {
    live = true;
    writes.raise();
  };
  const lost = (): void => {
    if (!live) return;
    live = false;
    writes.raise();
  };

  const start = async (attempt: number): Promise<void> => {
    const candidate = createSubscriber(
      {
        connectionString: url,
        query_timeout: HEARTBEAT_TIMEOUT_MS,
        application_name: 'portal write watch',
      },
      {
        paranoidChecking: HEARTBEAT_MS,
        retryInterval: retryAfter,
        retryLimit: Number.POSITIVE_INFINITY,
        retryTimeout: 0,
        parse: (payload) => payload,
      },
    );
    // An unhandled 'error' event would end the process; pg-listen goes on retrying after it.
    candidate.events.on('error', lost);
    try {
      await candidate.connect();
      for (const channel of WRITE_CHANNELS) await candidate.listenTo(channel);
    } catch {
      await candidate.close().catch(() => undefined);
      if (closed) return;
      retry = setTimeout(() => void start(attempt + 1), retryAfter(attempt));
      retry.unref();
      return;
    }
    if (closed) {
      await candidate.close().catch(() => undefined);
      return;
    }
    subscriber = candidate;
    candidate.events.on('reconnect', lost);
    candidate.events.on('connected', listening);
    candidate.events.on('notification', () => {
      writes.raise();
    });
    listening();
  };

  await start(0);
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
      await subscriber?.close().catch(() => undefined);
    },
  };
};
