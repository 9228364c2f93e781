import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/errors.ts';

const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

const cacheControlFor = (distDir: string, file: string): string => {
  const relative = path.relative(distDir, file).split(path.sep).join('/');
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (NO_CACHE.has(relative)) return 'no-cache';
  return 'public, max-age=86400';
};

/** An app route: a GET for a path whose last segment has no file extension. */
const isAppRoute = (request: FastifyRequest): boolean => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname.startsWith('/api/') || pathname === '/api') return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
};

/**
 * Serves the built PWA from dist/: hashed assets immutable, the shell and service worker
 * no-cache, app routes fall back to index.html; missing assets and /api/* get a real 404.
 */
export const serveClient = async (
  app: FastifyInstance,
  distDir: string | undefined,
): Promise<void> => {
  const hasClient = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', cacheControlFor(distDir, file));
      },
    });
  }

  const sendShell = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  if (hasClient) app.get('/', (_request, reply) => sendShell(reply));

  app.setNotFoundHandler((request, reply: FastifyReply) => {
    if (hasClient && isAppRoute(request)) return sendShell(reply);
    return sendError(reply, 404, `Nothing at ${request.method} ${request.url.slice(0, 200)}`);
  });
};
