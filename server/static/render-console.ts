import { AsyncLocalStorage } from 'node:async_hooks';
import { inspect } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What the app's own code prints while a page renders on the server (its loaders report a failed
 * load with console.error, as they do in the browser) goes to the server's log instead of
 * stderr: a failure the page expects (an API answer of 404 or 410, or 503 while no database
 * answers) as one line at debug level, without a stack; any other error at error level with its
 * stack, once however often it is printed.
 */
const rendering = new AsyncLocalStorage<FastifyBaseLogger>();

/** Statuses a page renders as its own answer: not found, gone, no database. */
const EXPECTED = new Set([404, 410, 503]);

/** The HTTP status an error carries (ky's HTTPError: response.status), or its cause's. */
const statusOf = (error: unknown, depth = 0): number | undefined => {
  if (typeof error !== 'object' || error === null || depth > 5) return undefined;
  const { response, status, cause } = error as {
    response?: unknown;
    status?: unknown;
    cause?: unknown;
  };
  const responseStatus = (response as { status?: unknown } | undefined)?.status;
  if (typeof responseStatus === 'number') return responseStatus;
  if (typeof status === 'number') return status;
  return statusOf(cause, depth + 1);
};

const oneLine = (error: Error): string => {
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.name}: ${error.message}${cause}`;
};

const reported = new WeakSet<Error>();

const report = (log: FastifyBaseLogger, level: 'error' | 'warn', args: unknown[]): void => {
  const error = args.find((arg): arg is Error => arg instanceof Error);
  const text = args
    .filter((arg) => arg !== error)
    .map((arg) =>
      typeof arg === 'string' ? arg : inspect(arg, { depth: 2, breakLength: Infinity }),
    )
    .join(' ');
  if (!error) {
    log[level](text);
    return;
  }
  const status = statusOf(error);
  if (status !== undefined && EXPECTED.has(status)) {
    log.debug(`${text}: ${oneLine(error)}`);
    return;
  }
  if (reported.has(error)) return;
  reported.add(error);
  log.error({ err: error }, text);
};

let installed = false;

/** Routes console.error and console.warn to `log` while a render runs in this context. */
const install = (): void => {
  if (installed) return;
  installed = true;
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const log = rendering.getStore();
      if (log) report(log, level, args);
      else original(...args);
    };
  }
};

/** Runs a page's render with what it prints going to `log`. */
export const renderLoggingTo = <T>(
  log: FastifyBaseLogger,
  render: () => Promise<T>,
): Promise<T> => {
  install();
  return rendering.run(log, render);
};
