import swagger from '@fastify/swagger';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ApiErrorSchema } from '../../contract/schemas/common.ts';

/** The addresses the document describes: the API and the feeds; pages and files are left out. */
const isDescribed = (url: string): boolean =>
  url.startsWith('/api/') || url.startsWith('/feeds/') || url === '/metrics';

const ERROR_TEXT: Record<number, string> = {
  400: 'A malformed request: the message names the field.',
  404: 'Not found.',
  413: 'The body is too large.',
  429: 'Too many requests: try again later.',
  503: 'No database answers: try again in a few seconds (Retry-After).',
};

/** The error answers of a route, each `{statusCode, error, message}`; 503 is every read's. */
export const errorAnswers = (...codes: number[]): Record<number, TSchema> =>
  Object.fromEntries(
    [...codes, 503].map((code) => [
      code,
      Type.Object(ApiErrorSchema.properties, { description: ERROR_TEXT[code] ?? 'An error.' }),
    ]),
  );

/** An answer that is a document sent as it is (CSV, JSON Lines, Atom): its type and what it is. */
export const documentAnswer = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: { type: 'string' } } },
});

/** 304 to an If-None-Match of the current version: no body. */
export const NOT_MODIFIED = Type.Null({ description: 'Not modified: the copy held is current.' });

/**
 * Describes every /api route and feed as OpenAPI 3.1 (@fastify/swagger, from the routes'
 * schemas), served at GET /api/openapi.json. Registered before the routes, which it collects.
 */
export const registerOpenApi = async (app: FastifyInstance): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Open procurement portal API',
        description:
          'Read-only access to Ukraine’s public procurement data: tenders, plans, frameworks, ' +
          'products, searches and their exports, organisations, watches and feeds.',
        version: '1',
      },
    },
    transform: ({ schema, url }) => ({
      url,
      schema: isDescribed(url) ? schema : { ...schema, hide: true },
    }),
  });

  let document: string | undefined;
  app.get(
    '/api/openapi.json',
    {
      schema: {
        summary: 'This API described as OpenAPI 3.1',
        response: {
          200: Type.Object({}, { additionalProperties: true, description: 'The document.' }),
        },
      },
    },
    (_request, reply) => {
      document ??= JSON.stringify(app.swagger());
      return reply.type('application/json; charset=utf-8').send(document);
    },
  );
};
