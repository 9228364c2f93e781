import { setTimeout as sleep } from 'node:timers/promises';
import type { SyncConfig } from '../config.ts';
import { DatabaseUnavailableError, type Database } from '../db/database.ts';
import { DEFAULT_RETRY } from './http.ts';
import { DEFAULT_SYNC, syncResource, type SyncOptions, type SyncResource } from './sync.ts';

export interface FollowOptions extends SyncOptions {
  /** At the end of every feed, the wait before asking again. */
  pollMs: number;
  /** After a round that failed, the first wait; it doubles each failed round up to outageMaxMs. */
  outageBaseMs: number;
  outageMaxMs: number;
}

/** The settings of SYNC_* (server/config.ts); an outage's backoff starts at the poll or 5 s. */
export const followOptions = (config: SyncConfig): FollowOptions => ({
  ...DEFAULT_SYNC,
  pageSize: config.pageSize,
  concurrency: config.concurrency,
  retry: { ...DEFAULT_RETRY, timeoutMs: config.timeoutMs, baseDelayMs: config.retryBaseMs },
  pollMs: config.pollMs,
  outageBaseMs: Math.min(config.pollMs, 5_000),
  outageMaxMs: Math.max(config.pollMs, 300_000),
});

/** Waits `ms`, or less if `stop` is aborted first. */
const pause = async (ms: number, stop: AbortSignal): Promise<void> => {
  await sleep(ms, undefined, { signal: stop }).catch(() => undefined);
};

const reasonOf = (error: unknown): string =>
  error instanceof DatabaseUnavailableError
    ? `the database is not answering (${error.message})`
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * Keeps every feed current until `stop` is aborted: reads each to its end in turn, waits
 * `pollMs`, and asks again. A feed cut short by the upstream API or the database (once the
 * request's own retries are spent) is logged and left for a backoff that doubles while it keeps
 * failing, then resumed from the page it last committed; the other feeds go on meanwhile.
 * Resolves once the page in flight, if any, is committed.
 */
export const followResources = async (
  db: Database,
  resources: readonly SyncResource[],
  options: FollowOptions,
  stop: AbortSignal,
): Promise<void> => {
  const failures = new Map<string, { count: number; retryAt: number }>();
  // A function: the signal is aborted from outside while the loop awaits.
  const stopped = () => stop.aborted;
  while (!stopped()) {
    for (const resource of resources) {
      const failed = failures.get(resource.name);
      if (stopped() || (failed && failed.retryAt > Date.now())) continue;
      try {
        await syncResource(db, resource, options, stop);
        failures.delete(resource.name);
      } catch (error) {
        const count = (failed?.count ?? 0) + 1;
        const waitMs = Math.min(options.outageMaxMs, options.outageBaseMs * 2 ** (count - 1));
        failures.set(resource.name, { count, retryAt: Date.now() + waitMs });
        options.log(
          `${resource.name}: paused, ${reasonOf(error)}; trying again in ` +
            `${String(Math.round(waitMs / 1000))} s from the last committed page`,
        );
      }
    }
    const retries = [...failures.values()].map((failure) => failure.retryAt - Date.now());
    await pause(Math.max(0, Math.min(options.pollMs, ...retries)), stop);
  }
};
