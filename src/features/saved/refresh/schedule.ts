import { isOnline as isOnlineNow, subscribeReconnection } from '../../../lib/use-online';

/** Ten minutes: the expiry of everything the device keeps. */
export const REFRESH_EVERY_MS = 10 * 60 * 1000;

/** Why a round runs: the app started, the connection came back, or the interval passed. */
export type RefreshReason = 'start' | 'online' | 'interval';

export interface ScheduleOptions {
  /** One round of background work; a round never starts while another runs. */
  run: (reason: RefreshReason) => Promise<unknown>;
  everyMs?: number;
  isOnline?: () => boolean;
  /** Calls its listener when the connection comes back; returns the way to stop listening. */
  onReconnection?: (listener: () => void) => () => void;
  onError?: (error: unknown) => void;
}

/**
 * Runs background work while the portal is online: at once, on every reconnection (the device's
 * or the server's, see use-online.ts), and `everyMs` after the last round ended, one round at a
 * time (a reason that arrives during a round runs once after it). Returns the way to stop it.
 */
export function scheduleWhileOnline(options: ScheduleOptions): () => void {
  const {
    run,
    everyMs = REFRESH_EVERY_MS,
    isOnline = isOnlineNow,
    onReconnection = subscribeReconnection,
    onError = (error) => {
      console.warn('Background refresh failed', error);
    },
  } = options;
  let running = false;
  let stopped = false;
  let queued: RefreshReason | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const round = (reason: RefreshReason) => {
    if (stopped || !isOnline()) return;
    if (running) {
      // Run once after this round; a reconnection outranks the periodic round.
      if (queued !== 'online') queued = reason;
      return;
    }
    running = true;
    clearTimeout(timer);
    void run(reason)
      .catch(onError)
      .finally(() => {
        running = false;
        const next = queued;
        queued = undefined;
        if (next) round(next);
        else if (!stopped) timer = setTimeout(round, everyMs, 'interval');
      });
  };
  const stopListening = onReconnection(() => {
    round('online');
  });
  // Offline at start: the reconnection starts the first round.
  round('start');
  return () => {
    stopped = true;
    stopListening();
    clearTimeout(timer);
  };
}
