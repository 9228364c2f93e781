import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../contract/api.ts';
import { DatabaseTimeoutError, DatabaseUnavailableError } from '../db/database.ts';
import { QUERY_ERROR, type ParsedQuery } from './query.ts';
import { setSecurityHeaders } from './security-headers.ts';

/** A caller's mistake: answered 400 with its message. */
export class BadRequestError extends Error {}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Seconds a client is asked to wait before trying again while no database answers. */
export const DATABASE_RETRY_AFTER_S = 5;

/** The 503 of a read no database answered (in time): the caller may try again in a few seconds. */
const sendDatabaseUnavailable = (reply: FastifyReply, timedOut: boolean): FastifyReply =>
  sendError(
    reply.header('Retry-After', String(DATABASE_RETRY_AFTER_S)),
    503,
    timedOut
      ? 'The database did not answer in time. Please try again in a few seconds.'
      : 'The database is not answering at the moment. Please try again in a few seconds.',
  );

export const sendError = (
  reply: FastifyReply,
  statusCode: number,
  message: string,
): FastifyReply => {
  const body: ApiError = { statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', message };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
};

/**
 * Addresses the router refuses (a path that does not decode, a parameter past the length
 * limit) get the JSON error too. Hooks do not run for them, so the headers are set here.
 */
export const onFrameworkError = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void => {
  setSecurityHeaders(request, reply);
  // Fastify's text repeats the whole address, query string included: the path is what is wrong.
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? `The path '${(request.raw.url ?? '').split('?')[0]?.slice(0, 200) ?? ''}' is not a valid url component`
      : error.message;
  void sendError(reply, error.statusCode ?? 400, message);
};

/**
 * Every error leaves as JSON; a 5xx never carries internals or a stack trace. A database that
 * does not answer is a 503 with Retry-After (the database layer reports the outage once); a read
 * past the statement timeout is a 503 too, logged in one line. Only an unexpected error is logged
 * with its stack.
 */
export const registerErrorHandling = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request, reply) => {
    const problem = (request.query as ParsedQuery | undefined)?.[QUERY_ERROR];
    if (problem) await sendError(reply, 400, `Invalid query string: ${problem}`);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BadRequestError) return sendError(reply, 400, error.message);
    if (error instanceof DatabaseTimeoutError) {
      request.log.warn(`${request.method} ${request.url}: ${error.message}`);
      return sendDatabaseUnavailable(reply, true);
    }
    if (error instanceof DatabaseUnavailableError) return sendDatabaseUnavailable(reply, false);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, status, error.message);
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'Something went wrong on our side. Please try again later.');
  });
};
