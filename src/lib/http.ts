import ky, { HTTPError } from 'ky';
import type { BeforeRetryHook, KyInstance } from 'ky';
import { noteAnswer, noteNoAnswer, setServerProbe } from './server-reach';

export { HTTPError };

/** The one HTTP client of the app. Every /api call goes through an instance made here. */
export type Http = KyInstance;

export interface HttpOptions {
  /** Base of every request path; paths passed to the client have no leading slash. */
  prefixUrl?: string;
  /** The network boundary; tests pass a fake. */
  fetch?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
}

const DEFAULT_API_BASE_URL = '/api';

export function apiBaseUrl(): string {
  const fromEnv = import.meta.env.VITE_API_BASE_URL;
  return fromEnv !== undefined && fromEnv !== '' ? fromEnv : DEFAULT_API_BASE_URL;
}

/**
 * The API's address in a link the reader follows (a CSV or OCDS download): the browser's base,
 * also in a page rendered on the server, whose own requests go elsewhere (in process).
 */
export function apiLinkBaseUrl(): string {
  const forLinks = import.meta.env.VITE_API_LINK_BASE_URL;
  return forLinks !== undefined && forLinks !== '' ? forLinks : apiBaseUrl();
}

/** A failed request is retried once, after a delay of one second. */
export const RETRY_DELAY_MS = 1000;

/** A failure worth one retry: the network, or the server's own trouble (5xx); never a 4xx. */
export function isRetryable(error: unknown): boolean {
  return error instanceof HTTPError ? error.response.status >= 500 : error instanceof TypeError;
}

/** ky's retry option for "retry once": GET and POST, 5xx and network failures. */
export const retryOnce = (delayMs: number = RETRY_DELAY_MS) => ({
  limit: 1,
  methods: ['get', 'post'],
  shouldRetry: ({ error }: { error: Error }) => isRetryable(error),
  delay: () => delayMs,
});

/** Failures are logged; a retry says what failed and that it is tried again. */
const logRetry: BeforeRetryHook = ({ request, error }) => {
  console.warn(`${request.method} ${request.url}: failed; retrying once`, error);
};

/** No default timeout. */
export function createHttp(options: HttpOptions = {}): Http {
  const fetchImpl = options.fetch;
  return ky.create({
    prefixUrl: options.prefixUrl ?? apiBaseUrl(),
    timeout: false,
    headers: { accept: 'application/json' },
    retry: retryOnce(),
    hooks: { beforeRetry: [logRetry] },
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

/**
 * Where the server render sends the app's API requests: into the server itself, without a network
 * round trip (see entry-server.tsx). Unset in the browser.
 */
let serverFetch: typeof globalThis.fetch | undefined;

export function setServerFetch(fetchImpl: typeof globalThis.fetch): void {
  serverFetch = fetchImpl;
}

/** The browser's fetch, telling server-reach whether the server answered. */
async function observedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    const response = await globalThis.fetch(input, init);
    noteAnswer(response.status);
    return response;
  } catch (error) {
    // A TypeError is a network failure; an abort (a navigation leaving the page) is not.
    if (error instanceof TypeError) noteNoAnswer();
    throw error;
  }
}

export const http: Http = createHttp({
  fetch: (input, init) => (serverFetch ? serverFetch(input, init) : observedFetch(input, init)),
});

/**
 * `http` asking the server itself, past the service worker's API cache (which would answer with
 * what it kept) and the browser's: to refresh a held copy or to save one afresh.
 */
export const fromServer = (client: Http = http): Http => client.extend({ cache: 'no-cache' });

setServerProbe(() => fromServer().get('health', { retry: 0 }));

/** True when the server answered with this HTTP status (as opposed to a network failure). */
export function isHttpStatus(error: unknown, status: number): boolean {
  return error instanceof HTTPError && error.response.status === status;
}

export const delay = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
