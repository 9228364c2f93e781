import { fromServer, http as defaultHttp, isHttpStatus, retryOnce } from '../http';
import type { Http } from '../http';
import { DEFAULT_EXPIRY_MS } from '../reference-data';
import { isOnline } from '../use-online';

/**
 * The rule every viewed copy (tender, tab answer, article) follows, as the reference data does:
 * younger than the expiry it is served without a request; older, it is fetched again and
 * replaced; a network failure or a 5xx is retried once, then the held copy is served whatever
 * its age (offline keeps working). A 404 is final: no copy of something the server removed.
 * A held copy that fails its shape check is deleted by `readHeld` and so never served.
 */

export interface ExpiryDeps {
  http?: Http | undefined;
  expiryMs?: number;
  retryDelayMs?: number;
  now?: () => number;
  isOnline?: () => boolean;
  logError?: (message: string, error: unknown) => void;
  signal?: AbortSignal | undefined;
}

/** A copy the device holds and when it was fetched. */
export interface Held<T> {
  value: T;
  storedAt: number;
}

export interface Served<T> {
  value: T;
  /** Where it came from: the network (to be kept) or the device. */
  from: 'network' | 'device';
}

/** A 404, also when wrapped (a loader's own not-found error keeps it as its cause). */
const isNotFound = (error: unknown): boolean =>
  isHttpStatus(error, 404) ||
  (error instanceof Error && error.cause !== undefined && isNotFound(error.cause));

const defaultLogError = (message: string, error: unknown): void => {
  console.error(message, error);
};

/** Whether a copy stored at `storedAt` may still be served without asking the server. */
export const isFresh = (storedAt: number, now: number, expiryMs = DEFAULT_EXPIRY_MS): boolean =>
  now - storedAt < expiryMs && storedAt <= now;

/**
 * The fresh held copy, or the network's answer (one retry; past the caches when a copy is held),
 * or the held copy of any age.
 */
export async function heldOrFetched<T>(
  what: string,
  readHeld: () => Promise<Held<T> | undefined>,
  fetchFresh: (http: Http) => Promise<T>,
  deps: ExpiryDeps = {},
): Promise<Served<T>> {
  const logError = deps.logError ?? defaultLogError;
  const held = await readHeld().catch((error: unknown) => {
    logError(`${what}: reading the held copy failed`, error);
    return undefined;
  });
  const online = (deps.isOnline ?? isOnline)();
  const now = (deps.now ?? Date.now)();
  if (held && (!online || isFresh(held.storedAt, now, deps.expiryMs))) {
    return { value: held.value, from: 'device' };
  }
  try {
    const http = retrying(what, deps, logError);
    return { value: await fetchFresh(held ? fromServer(http) : http), from: 'network' };
  } catch (error) {
    if (deps.signal?.aborted || isNotFound(error) || !held) throw error;
    logError(`${what}: serving the held copy`, error);
    return { value: held.value, from: 'device' };
  }
}

/** The client for one copy: a failure is retried once by ky, and the retry is logged. */
function retrying(what: string, deps: ExpiryDeps, logError: (m: string, e: unknown) => void): Http {
  return (deps.http ?? defaultHttp).extend({
    retry: retryOnce(deps.retryDelayMs),
    hooks: {
      beforeRetry: [
        ({ error }) => {
          logError(`${what}: request failed; retrying once`, error);
        },
      ],
    },
  });
}
