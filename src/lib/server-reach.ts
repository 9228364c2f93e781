/**
 * Whether the portal's server answers, as the browser's own requests find it. A device can be
 * online while the server is not there for it (a dead Wi-Fi, a captive portal, the server down):
 * the commonest "offline" of all. A network failure or a 5xx answer marks the server unreachable;
 * a probe then asks again, sooner first and then every 30 seconds (and at once when the tab comes
 * back into view or the device back online), and the first answer below 500 (the probe's or any
 * other request's) marks it reachable again.
 */

const FIRST_PROBE_MS = 2_000;
const LONGEST_PROBE_MS = 30_000;

let unreachableSince: number | undefined;
let probeDelayMs = FIRST_PROBE_MS;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probe: (() => Promise<unknown>) | undefined;
const listeners = new Set<() => void>();

const notify = (): void => {
  listeners.forEach((listener) => {
    listener();
  });
};

function scheduleProbe(): void {
  if (probeTimer !== undefined || probe === undefined) return;
  const ask = probe;
  probeTimer = setTimeout(() => {
    probeTimer = undefined;
    // Its outcome reaches noteAnswer or noteNoAnswer through the client that made it.
    void ask().catch(() => undefined);
    probeDelayMs = Math.min(probeDelayMs * 2, LONGEST_PROBE_MS);
    if (unreachableSince !== undefined) scheduleProbe();
  }, probeDelayMs);
}

/** A reader looking at the tab again, or back on a network, need not wait for the next probe. */
function probeNow(): void {
  if (unreachableSince === undefined || document.visibilityState !== 'visible') return;
  if (probeTimer !== undefined) clearTimeout(probeTimer);
  probeTimer = undefined;
  probeDelayMs = FIRST_PROBE_MS;
  void probe?.().catch(() => undefined);
  scheduleProbe();
}

/** The request that tells whether the server is back (the app's http client sets it). */
export function setServerProbe(ask: () => Promise<unknown>): void {
  probe = ask;
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', probeNow);
  if (typeof window !== 'undefined') window.addEventListener('online', probeNow);
}

/** The server answered with `status`: a 5xx is as good as no answer. */
export function noteAnswer(status: number): void {
  if (status >= 500) {
    noteNoAnswer();
    return;
  }
  if (unreachableSince === undefined) return;
  unreachableSince = undefined;
  probeDelayMs = FIRST_PROBE_MS;
  if (probeTimer !== undefined) clearTimeout(probeTimer);
  probeTimer = undefined;
  notify();
}

/** A request got no answer from the server (a network failure). */
export function noteNoAnswer(): void {
  if (unreachableSince === undefined) {
    unreachableSince = Date.now();
    notify();
  }
  scheduleProbe();
}

export const isServerReachable = (): boolean => unreachableSince === undefined;

/** Epoch ms since when the server has not answered; undefined while it answers. */
export const serverUnreachableSince = (): number | undefined => unreachableSince;

export function subscribeServerReach(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}
