/** Ten minutes: the expiry of everything the device keeps (spec §7). */
export const REFRESH_EVERY_MS = 10 * 60 * 1000;

export interface ScheduleOptions {
  /** One round of background work; a round never starts while another runs. */
  run: () => Promise<unknown>;
  everyMs?: number;
  isOnline?: () => boolean;
  /** Where the `online` event comes from. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  onError?: (error: unknown) => void;
}

/**
 * Runs background work while the device is online: at once, on every reconnection, and
 * `everyMs` after the last round ended, one round at a time. Returns the way to stop it.
 */
export function scheduleWhileOnline(options: ScheduleOptions): () => void {
  const {
    run,
    everyMs = REFRESH_EVERY_MS,
    isOnline = () => navigator.onLine,
    events = window,
    onError = (error) => {
      console.warn('Background refresh failed', error);
    },
  } = options;
  let running = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const round = () => {
    if (running || stopped || !isOnline()) return;
    running = true;
    clearTimeout(timer);
    void run()
      .catch(onError)
      .finally(() => {
        running = false;
        if (!stopped) timer = setTimeout(round, everyMs);
      });
  };
  events.addEventListener('online', round);
  // Offline at start: the reconnection starts the first round.
  round();
  return () => {
    stopped = true;
    events.removeEventListener('online', round);
    clearTimeout(timer);
  };
}
