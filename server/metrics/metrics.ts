/**
 * What the server counts for GET /metrics (Prometheus text format, prom-client's registry of the
 * process): requests and their latency per route, the answer and page caches, the database pools
 * and their errors, the newest change stored (the follower's lag), and the process's own memory
 * and event-loop delay. Each series carries the process it comes from (`process`): with several
 * server processes the primary gathers them all (server/metrics/cluster.ts).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';

export const httpRequests = new Counter({
  name: 'portal_http_requests_total',
  help: 'Requests answered, by method, route and status.',
  labelNames: ['method', 'route', 'status'] as const,
});

export const httpDuration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Time from a request to its answer, by method and route.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/**
 * `answers`: encoded answers (API answers and pages) found kept in their version; `pages`:
 * rendered pages sent again without a render.
 */
export const cacheLookups = new Counter({
  name: 'portal_cache_lookups_total',
  help: 'Lookups in the answer cache (encoded bytes) and the page cache (renders), hit or miss.',
  labelNames: ['cache', 'result'] as const,
});

/** `unavailable`: not answering; `timeout`: past DB_STATEMENT_TIMEOUT_MS; `statement`: any other. */
export const databaseErrors = new Counter({
  name: 'portal_database_errors_total',
  help: 'Failed database queries, by database (primary, replica N) and kind.',
  labelNames: ['database', 'kind'] as const,
});

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

const pools = new Map<string, () => PoolUse>();

/** Reports a pool's connections under `database` until the returned function is called. */
export const watchPool = (database: string, use: () => PoolUse): (() => void) => {
  pools.set(database, use);
  return () => {
    if (pools.get(database) === use) pools.delete(database);
  };
};

new Gauge({
  name: 'portal_database_pool_connections',
  help: 'Connections of each database pool: open (total), idle, and queries waiting for one.',
  labelNames: ['database', 'state'] as const,
  collect() {
    this.reset();
    for (const [database, use] of pools) {
      const { total, idle, waiting } = use();
      this.set({ database, state: 'total' }, total);
      this.set({ database, state: 'idle' }, idle);
      this.set({ database, state: 'waiting' }, waiting);
    }
  },
});

let newestChange: (() => Promise<number | undefined>) | undefined;

/**
 * Where the newest stored change is read from at each scrape (in seconds since 1970): a
 * follower of the Prozorro feeds lags by now minus it.
 */
export const watchNewestChange = (read: () => Promise<number | undefined>): void => {
  newestChange = read;
};

new Gauge({
  name: 'portal_newest_change_timestamp_seconds',
  help: 'dateModified of the newest object stored; now minus this is how far the data lags the feed.',
  labelNames: ['kind'] as const,
  async collect() {
    // No series while no database answers, or in a process that serves none (the primary).
    this.reset();
    const seconds = await newestChange?.().catch(() => undefined);
    if (seconds !== undefined) this.set({ kind: 'tender' }, seconds);
  },
});

let processMetrics = false;

/** Memory, CPU, heap and event-loop delay of this process, named `name` in every series. */
export const countProcess = (name: string): void => {
  register.setDefaultLabels({ process: name });
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ eventLoopMonitoringPrecision: 10 });
};

export { register };
