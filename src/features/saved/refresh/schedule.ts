/** Why a refresh runs: the app started, the connection came back, or the interval passed. */
export type RefreshReason = 'start' | 'online' | 'interval';

export interface RefreshScheduleOptions {
  /** The interval between periodic runs. */
  intervalMs: number;
  /** Where the `online` event is listened for (the window). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Whether the device believes it is online; runs are skipped while it does not. */
  isOnline?: () => boolean;
}

/**
 * Runs a background refresh on start, on each `online` event and every `intervalMs` while
 * online, one run at a time: a reason that arrives during a run is run once after it. Errors
 * are logged; the next reason tries again. Returns the function that stops it.
 */
export function scheduleRefresh(
  run: (reason: RefreshReason) => Promise<unknown>,
  {
    intervalMs,
    target = window,
    isOnline = () => typeof navigator === 'undefined' || navigator.onLine,
  }: RefreshScheduleOptions,
): () => void {
  let running = false;
  let queued: RefreshReason | undefined;
  const trigger = (reason: RefreshReason): void => {
    if (!isOnline()) return;
    if (running) {
      // A reconnect outranks the periodic tick: it checks everything again.
      if (queued !== 'online') queued = reason;
      return;
    }
    running = true;
    void run(reason)
      .catch((error: unknown) => {
        console.warn('Background refresh failed', error);
      })
      .finally(() => {
        running = false;
        const next = queued;
        queued = undefined;
        if (next) trigger(next);
      });
  };
  const onOnline = (): void => {
    trigger('online');
  };
  target.addEventListener('online', onOnline);
  const timer = setInterval(() => {
    trigger('interval');
  }, intervalMs);
  trigger('start');
  return () => {
    target.removeEventListener('online', onOnline);
    clearInterval(timer);
  };
}
