/**
 * What the database connections count for GET /metrics, in prom-client's registry of the process
 * (server/metrics/metrics.ts serves it): failed queries, and the connections of each pool.
 */
import { Counter, Gauge } from 'prom-client';

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
