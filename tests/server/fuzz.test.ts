import { afterAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../contract/api.ts';
import { parseQuery } from '../../server/http/query.ts';
import { seededRandom } from '../../scripts/seeded-random.ts';
import { backends, startHarness } from './backends.ts';
import { shippedTenderIds } from '../support/shipped-cdb.ts';
import { randomBody, randomPathValue, randomQuery } from './fuzz-queries.ts';

/**
 * Every operation the API describes (GET /api/openapi.json) gets this many random requests
 * (fewer on PostgreSQL: slower); the exports and feeds, which read every result, fewer again.
 */
const ITERATIONS: Record<string, number> = { PGlite: 1000, PostgreSQL: 200 };
const EXPORT_SHARE = 0.1;
const SEED = 20_261_122;

interface Parameter {
  name: string;
  in: 'path' | 'query';
  schema?: unknown;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}

type Document = { paths: Record<string, Record<string, Operation>> };

/** The document, read from an app over an empty database before the tests are listed. */
const described = async (): Promise<Document> => {
  const [backend] = backends;
  if (!backend) throw new Error('No backend');
  const harness = await startHarness(backend, {
    load: async () => {},
  });
  try {
    return (await harness.app.inject({ url: '/api/openapi.json' })).json<Document>();
  } finally {
    await harness.close();
  }
};

const doc = await described();
const operations = Object.entries(doc.paths)
  .filter(([path]) => path.startsWith('/api/') || path.startsWith('/feeds/'))
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as 'GET' | 'POST' | 'DELETE',
      path,
      operation,
    })),
  );

const tenderId = [...shippedTenderIds()][0] ?? 'none';

/** Values a schema names as valid: its const, enum and examples, wherever they are. */
const samplesOf = (schema: unknown): unknown[] => {
  if (typeof schema !== 'object' || schema === null) return [];
  const own = schema as Record<string, unknown>;
  return [
    ...('const' in own ? [own.const] : []),
    ...(Array.isArray(own.enum) ? (own.enum as unknown[]) : []),
    ...(Array.isArray(own.examples) ? (own.examples as unknown[]) : []),
    ...(Array.isArray(own.anyOf) ? (own.anyOf as unknown[]).flatMap(samplesOf) : []),
  ];
};

/** The operation's address with each path parameter filled: a valid value or anything. */
const address = (random: () => number, path: string, operation: Operation): string =>
  path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const parameter = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
    const valid = [
      ...samplesOf(parameter?.schema),
      ...(path.startsWith('/api/tenders/') ? [tenderId] : []),
      ...(path.startsWith('/feeds/') ? [`${tenderId}.atom`] : []),
    ].map(String);
    return randomPathValue(random, valid);
  });

/** The body's properties and the values its schema names as valid, by property. */
const bodyShape = (operation: Operation): Record<string, unknown[]> => {
  const schema = operation.requestBody?.content['application/json']?.schema as
    { properties?: Record<string, unknown> } | undefined;
  return Object.fromEntries(
    Object.entries(schema?.properties ?? {}).map(([name, property]) => [name, samplesOf(property)]),
  );
};

/**
 * The names a 400 may name: the query's keys as the server reads them, the parameters and body
 * properties the operation declares (a missing one is named too), the path, the body.
 */
const namesOf = (operation: Operation, query: string, body: unknown): string[] => [
  ...Object.keys(parseQuery(query)).map((key) => key.slice(0, 40)),
  ...(operation.parameters ?? []).map((parameter) => parameter.name),
  ...Object.keys(bodyShape(operation)),
  ...(typeof body === 'object' && body !== null ? Object.keys(body) : []),
  'query string',
  'path',
  'body',
];

const isExport = (path: string) => /\.(csv|jsonl|atom)$/.test(path) || path.startsWith('/feeds/');

describe.each(backends)(
  'fuzzing every described operation with random requests, $name',
  (backend) => {
    let harness: Awaited<ReturnType<typeof startHarness>> | undefined;
    // Watches are made without the hourly limit, so that their bodies are read, not refused 429.
    const h = async () =>
      (harness ??= await startHarness(backend, { watchCreationsPerHour: 1_000_000 }));
    afterAll(async () => {
      await harness?.close();
    });
    const iterations = ITERATIONS[backend.name] ?? 200;

    it('covers every route the document lists', () => {
      expect(operations.length).toBeGreaterThan(30);
      expect(operations.map(({ method }) => method)).toEqual(
        expect.arrayContaining(['GET', 'POST', 'DELETE']),
      );
    });

    it.each(operations.map((entry) => [entry.method, entry.path, entry] as const))(
      '%s %s never answers 5xx, answers JSON or its document, and a 400 names the field',
      async (method, path, { operation }) => {
        const { app } = await h();
        const random = seededRandom(SEED + path.length * 31 + method.length);
        const runs = isExport(path) ? Math.ceil(iterations * EXPORT_SHARE) : iterations;
        const shape = bodyShape(operation);
        for (let run = 0; run < runs; run += 1) {
          const query = randomQuery(random);
          const url = `${address(random, path, operation)}?${query}`;
          const body = method === 'POST' ? randomBody(random, shape) : undefined;
          const res = await app.inject({
            method,
            url,
            ...(body === undefined ? {} : { payload: body.payload, headers: body.headers }),
          });
          const context = `${method} ${url} ${body?.payload.slice(0, 200) ?? ''} → ${String(res.statusCode)} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, context).toBeLessThan(500);
          if (res.statusCode === 204) continue;
          const type = String(res.headers['content-type']);
          if (res.statusCode >= 300) {
            expect(type, context).toMatch(/^application\/json/);
          } else {
            const documented = Object.keys(
              operation.responses[String(res.statusCode)]?.content ?? {},
            );
            expect(
              documented.some((media) => type.startsWith(media)),
              context,
            ).toBe(true);
          }
          if (!type.startsWith('application/json')) continue;
          expect(() => JSON.parse(res.body) as unknown, context).not.toThrow();
          if (res.statusCode === 400) {
            const { message } = res.json<ApiError>();
            const names = namesOf(operation, query, body?.parsed).filter((name) => name !== '');
            const named =
              names.some((name) => message.includes(name)) ||
              (message.includes('""') && query !== '');
            expect(named, `${context}: names none of ${names.join(', ')}`).toBe(true);
          }
        }
      },
      300_000,
    );
  },
);
