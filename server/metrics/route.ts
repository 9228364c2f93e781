import { createHash, timingSafeEqual } from 'node:crypto';
import cluster from 'node:cluster';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isInnerRead } from '../http/inner-read.ts';
import { clusterMetrics } from './cluster.ts';
import { httpDuration, httpRequests, register } from './metrics.ts';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Whether the request bears `Authorization: Bearer <token>` (compared in constant time). */
const bears = (request: FastifyRequest, token: string): boolean => {
  const [scheme, given] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && timingSafeEqual(digest(given ?? ''), digest(token));
};

/**
 * The route label: the route's pattern ('/api/tenders/:id'), '(page)' for a page the app renders
 * and '(none)' for an address nothing serves, so the label takes few values whatever is asked.
 */
const routeOf = (request: FastifyRequest, reply: FastifyReply): string => {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  return String(reply.getHeader('content-type') ?? '').startsWith('text/html')
    ? '(page)'
    : '(none)';
};

/**
 * Counts every request a client made (not the server's inner reads) and serves GET /metrics in
 * Prometheus's text format to a bearer of `token`; without the token, or with none set, /metrics
 * is answered as any address nothing serves.
 */
export const metricsRoutes = (app: FastifyInstance, token: string | undefined): void => {
  app.addHook('onResponse', async (request, reply) => {
    if (isInnerRead()) return;
    const route = routeOf(request, reply);
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const schema = {
    summary: 'Metrics',
    description:
      'Prometheus text format to a bearer of METRICS_TOKEN (Authorization: Bearer …); else 404.',
    response: {
      200: {
        description: 'The metrics.',
        content: { 'text/plain': { schema: { type: 'string' } } },
      },
      404: {
        description: 'Without the token, as any address nothing serves.',
        content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } },
      },
    },
  };
  app.get('/metrics', { schema }, async (request, reply) => {
    if (token === undefined || !bears(request, token)) {
      reply.callNotFound();
      return reply;
    }
    const text = cluster.isWorker ? await clusterMetrics() : await register.metrics();
    return reply.header('Cache-Control', 'no-store').type(register.contentType).send(text);
  });
};
