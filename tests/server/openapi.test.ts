import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { SECTION_FILTERS } from '../../contract/search.ts';
import { backends, useHarness } from './backends.ts';

interface Operation {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
}

interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/**
 * The routes the app serves as `[method, pattern]`, read from Fastify's own route tree
 * (`printRoutes`): each line is a pattern's tail, indented under its head, with its methods.
 */
const servedRoutes = (tree: string): [string, string][] => {
  const heads: string[] = [];
  const routes: [string, string][] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(\S+) \(([^)]+)\)$/u.exec(line);
    if (!match) continue;
    const [, indent = '', tail = '', methods = ''] = match;
    const depth = indent.length / 4;
    heads.length = depth;
    const pattern = (heads[depth - 1] ?? '') + tail;
    heads[depth] = pattern;
    for (const method of methods.split(', ')) {
      if (method !== 'HEAD') routes.push([method, pattern]);
    }
  }
  return routes;
};

const isDescribed = (pattern: string) =>
  pattern.startsWith('/api/') || pattern.startsWith('/feeds/');

describe.each(backends.slice(0, 1))('GET /api/openapi.json, $name', (backend) => {
  const h = useHarness(backend, { load: async () => {} });
  const document = async (): Promise<OpenApi> => {
    const res = await h().app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.json<OpenApi>();
  };

  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every /api route and feed Fastify serves, with its path parameters and answers', async () => {
    const doc = await document();
    const routes = servedRoutes(h().app.printRoutes({ commonPrefix: false })).filter(
      ([, pattern]) => isDescribed(pattern),
    );
    expect(routes.length).toBeGreaterThan(30);
    for (const [method, pattern] of routes) {
      const path = pattern.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path]?.[method.toLowerCase()];
      expect(operation, `${method} ${pattern}`).toBeDefined();
      if (!operation) continue;
      expect(operation.summary, `${method} ${pattern}`).toBeTruthy();
      const inPath = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(inPath.sort(), `${method} ${pattern}`).toEqual(
        [...pattern.matchAll(/:(\w+)/g)].map((found) => found[1]).sort(),
      );
      const answers = Object.keys(operation.responses);
      expect(
        answers.some((code) => code.startsWith('2')),
        `${method} ${pattern}`,
      ).toBe(true);
    }
    // And nothing else: no page of the app, no route that is not served.
    const served = new Set(routes.map(([method, pattern]) => `${method} ${pattern}`));
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        const pattern = path.replace(/\{(\w+)\}/g, ':$1');
        if (pattern === '/metrics') continue;
        expect(served, `${method} ${path}`).toContain(`${method.toUpperCase()} ${pattern}`);
      }
    }
  });

  it('names every filter of the searches, their exports and the feed as query parameters', async () => {
    const doc = await document();
    const keys = new Set(Object.values(SECTION_FILTERS).flatMap((section) => section.keys));
    const searches = Object.entries(doc.paths).flatMap(([path, operations]) =>
      path.startsWith('/api/search/') || path === '/feeds/tender.atom'
        ? Object.entries(operations).map(
            ([method, operation]) => [`${method} ${path}`, operation] as const,
          )
        : [],
    );
    expect(searches.length).toBe(8);
    for (const [route, operation] of searches) {
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      for (const key of keys) expect(query, route).toContain(key);
    }
  });

  it('describes the watch body and the documents the exports send', async () => {
    const doc = await document();
    expect(doc.paths['/api/watches']?.post?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: ['kind', 'lang'] } } },
    });
    expect(doc.paths['/api/search/tender.csv']?.get?.responses['200']?.content).toHaveProperty(
      'text/csv',
    );
    expect(doc.paths['/feeds/tender.atom']?.get?.responses['200']?.content).toHaveProperty(
      'application/atom+xml',
    );
  });
});
