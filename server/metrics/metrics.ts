/**
 * What the server counts for GET /metrics (Prometheus text format, prom-client's registry of the
 * process): requests and their latency per route, the answer and page caches (lookups and
 * bytes), the database pools and their errors (counted by server/db/metrics.ts), the newest
 * change stored (the follower's lag), and the process's own memory and event-loop delay. Each
 * series carries the process it comes from (`process`): with several server processes the
 * primary gathers them all (server/metrics/cluster.ts).
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
  help:
    'Lookups in the answer cache (encoded bytes), the page cache (renders) and the pages offered ' +
    'by other server processes (on a page cache miss), hit or miss.',
  labelNames: ['cache', 'result'] as const,
});

const cacheSizes = new Map<string, () => number>();

/** Where the bytes `cache` holds are read from at each scrape. */
export const watchCacheBytes = (cache: string, read: () => number): void => {
  cacheSizes.set(cache, read);
};

new Gauge({
  name: 'portal_cache_bytes',
  help:
    'Bytes held by the answer cache (encoded answers and pages, up to TENDER_CACHE_MB) and by ' +
    'the pages offered by other server processes.',
  labelNames: ['cache'] as const,
  collect() {
    this.reset();
    for (const [cache, read] of cacheSizes) this.set({ cache }, read());
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
