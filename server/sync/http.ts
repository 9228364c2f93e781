/** Fetching JSON from the upstream API: timeouts, and retries with backoff on what may pass. */
import pRetry from 'p-retry';
import { parseCdbJson } from '../ingest/cdb.ts';

export interface RetryPolicy {
  /** Attempts per request, the first included. */
  attempts: number;
  /** The first backoff; it doubles each retry, with jitter (×0.5–1), up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  timeoutMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 8,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  timeoutMs: 30_000,
};

/** A failure worth retrying: 429, 5xx, a timeout, a dropped connection or a cut-off body. */
class TransientError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export class UpstreamError extends Error {}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

const retryAfter = (header: string | null): number | undefined => {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
};

const fetchOnce = async (url: string, timeoutMs: number): Promise<unknown> => {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    throw new TransientError(`${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (response.status === 429 || response.status >= 500) {
    throw new TransientError(
      `${url}: HTTP ${response.status}`,
      retryAfter(response.headers.get('retry-after')),
    );
  }
  if (!response.ok) throw new UpstreamError(`${url}: HTTP ${response.status}`);
  try {
    return parseCdbJson(text);
  } catch {
    throw new TransientError(`${url}: the body is not complete JSON`);
  }
};

/**
 * GETs JSON, retrying transient failures (p-retry); a 4xx or exhausted retries throw
 * UpstreamError. A Retry-After is waited for before the backoff.
 */
export const getJson = async (
  url: string,
  policy: RetryPolicy = DEFAULT_RETRY,
): Promise<unknown> => {
  try {
    return await pRetry(() => fetchOnce(url, policy.timeoutMs), {
      retries: policy.attempts - 1,
      // p-retry's jitter multiplies by 1–2: half the base gives 0.5–1 of the doubled backoff.
      minTimeout: policy.baseDelayMs / 2,
      factor: 2,
      randomize: true,
      maxTimeout: policy.maxDelayMs,
      shouldRetry: ({ error }) => error instanceof TransientError,
      onFailedAttempt: async ({ error, retriesLeft }) => {
        if (error instanceof TransientError && error.retryAfterMs && retriesLeft > 0) {
          await sleep(error.retryAfterMs);
        }
      },
    });
  } catch (error) {
    if (!(error instanceof TransientError)) throw error;
    throw new UpstreamError(`${error.message} (gave up after ${policy.attempts} attempts)`);
  }
};
