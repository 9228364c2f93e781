/**
 * What each server process does for the watches in the background: send the push notifications
 * that are due (often, so news reaches a phone within seconds of its page), and now and then
 * forget the watches long unused and the old events (store.ts). A database that does not answer is asked again next time.
 */
import type { Database, Queryable } from '../db/database.ts';
import { sendDueNotifications, type NotifyOptions } from './notify.ts';
import {
  forgetOldEvents,
  forgetUnusedWatches,
  WATCH_EVENT_DAYS,
  WATCH_UNUSED_DAYS,
} from './store.ts';

const NOTIFY_EVERY_MS = 15_000;
const FORGET_EVERY_MS = 6 * 60 * 60 * 1000;

/** Runs `work` now and every `ms`, never twice at once; errors wait for the next turn. */
const every = (ms: number, work: () => Promise<unknown>): NodeJS.Timeout => {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    work()
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  };
  run();
  return setInterval(run, ms).unref();
};

/** Starts the upkeep; answers the function that stops it. */
export const startWatchUpkeep = (
  db: Database,
  options: NotifyOptions & { log: (line: string) => void },
): (() => void) => {
  const primary: Queryable = { query: db.write };
  const timers = [
    every(NOTIFY_EVERY_MS, () => sendDueNotifications(primary, options)),
    every(FORGET_EVERY_MS, async () => {
      const forgotten = await forgetUnusedWatches(primary);
      if (forgotten > 0) {
        options.log(
          `Forgot ${String(forgotten)} watches unused for ${String(WATCH_UNUSED_DAYS)} days`,
        );
      }
      const old = await forgetOldEvents(primary);
      if (old > 0) {
        options.log(
          `Forgot ${String(old)} watch events older than ${String(WATCH_EVENT_DAYS)} days`,
        );
      }
    }),
  ];
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
};
