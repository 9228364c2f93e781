import type { ServerOptions } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { ServerLimits } from '../config.ts';

/** How often node:http looks for requests past their time: often enough to cut them on time. */
const TIMEOUT_CHECK_MS = 500;

/** The Fastify and node:http options that bound what one client may hold. */
export const fastifyLimits = (
  limits: ServerLimits,
): Pick<
  FastifyServerOptions,
  'bodyLimit' | 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout' | 'maxRequestsPerSocket'
> & { http: ServerOptions } => ({
  bodyLimit: limits.bodyLimitBytes,
  requestTimeout: limits.requestTimeoutMs,
  connectionTimeout: limits.idleTimeoutMs,
  keepAliveTimeout: limits.keepAliveTimeoutMs,
  maxRequestsPerSocket: limits.keepAliveRequests,
  http: {
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: limits.headersTimeoutMs,
    maxHeaderSize: limits.headerLimitBytes,
    connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_MS, limits.headersTimeoutMs),
  },
});
