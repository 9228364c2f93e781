import type { FastifyRequest } from 'fastify';

const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** PUBLIC_URL, else the request's protocol and host (a malformed host is not echoed). */
export const originOf = (request: FastifyRequest, publicUrl: string | undefined): string => {
  if (publicUrl !== undefined) return publicUrl;
  const host = HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
};
