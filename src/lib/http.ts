/** The server answered, with a status outside 200–299. */
export class HTTPError extends Error {
  constructor(
    readonly response: Response,
    url: string,
  ) {
    super(`Request failed with status ${String(response.status)}: ${url}`);
    this.name = 'HTTPError';
  }
}

export interface RequestOptions {
  /** A query string, without its '?'. */
  searchParams?: string;
  signal?: AbortSignal;
}

/** The answer, whose body `json()` reads; it rejects with HTTPError on a status outside 2xx. */
export interface ResponsePromise extends Promise<Response> {
  json: <T = unknown>() => Promise<T>;
}

/** The one HTTP client of the app. Every /api call goes through an instance made here. */
export interface Http {
  get: (path: string, options?: RequestOptions) => ResponsePromise;
  post: (path: string, options?: RequestOptions) => ResponsePromise;
  /** The same client with more request settings (a cache mode). */
  extend: (init: RequestInit) => Http;
}

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

/** Spec §9: no default timeout; a failed request is never retried silently. */
export function createHttp(options: HttpOptions = {}, settings: RequestInit = {}): Http {
  const prefix = (options.prefixUrl ?? apiBaseUrl()).replace(/\/$/, '');
  const request = (method: string, path: string, { searchParams, signal }: RequestOptions = {}) => {
    const url = `${prefix}/${path}${searchParams ? `?${searchParams}` : ''}`;
    const init: RequestInit = { ...settings, method, headers: { accept: 'application/json' } };
    if (signal) init.signal = signal;
    const answer = (options.fetch ?? globalThis.fetch.bind(globalThis))(url, init).then(
      (response) => {
        if (!response.ok) throw new HTTPError(response, url);
        return response;
      },
    ) as ResponsePromise;
    answer.json = async <T>() => (await answer).json() as Promise<T>;
    return answer;
  };
  return {
    get: (path, requestOptions) => request('GET', path, requestOptions),
    post: (path, requestOptions) => request('POST', path, requestOptions),
    extend: (init) => createHttp(options, { ...settings, ...init }),
  };
}

export const http: Http = createHttp();

/**
 * `http` asking the server itself, past the service worker's API cache (which would answer with
 * what it kept) and the browser's: to refresh a held copy or to save one afresh.
 */
export const fromServer = (client: Http = http): Http => client.extend({ cache: 'no-cache' });

/** True when the server answered with this HTTP status (as opposed to a network failure). */
export function isHttpStatus(error: unknown, status: number): boolean {
  return error instanceof HTTPError && error.response.status === status;
}

/** Spec §4: a failed reference-data request is retried once "after a delay"; one second. */
export const RETRY_DELAY_MS = 1000;

export const delay = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/** A failure worth one retry: the network, or the server's own trouble (5xx); never a 4xx. */
export function isRetryable(error: unknown): boolean {
  return error instanceof HTTPError ? error.response.status >= 500 : error instanceof TypeError;
}
