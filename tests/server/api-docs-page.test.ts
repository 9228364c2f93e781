import { describe, expect, it } from 'vitest';
import { API_TEXTS } from '../../src/features/api-docs/locales';
import { apiReferenceView, operationKey } from '../../src/features/api-docs/model/api-reference';
import { isOpenApiDocument, METHODS } from '../../src/features/api-docs/model/openapi';
import type { OpenApiDocument } from '../../src/features/api-docs/model/openapi';
import { backends, useHarness } from './backends.ts';

/** Answers that need more than the address: the metrics a bearer token. */
const NEEDS_MORE = new Set(['/metrics']);

describe.each(backends.slice(0, 1))(
  'the /api page built from GET /api/openapi.json, $name',
  (backend) => {
    const h = useHarness(backend);
    const served = async (): Promise<OpenApiDocument> => {
      const document: unknown = (await h().app.inject({ url: '/api/openapi.json' })).json();
      expect(isOpenApiDocument(document)).toBe(true);
      return document as OpenApiDocument;
    };
    const operations = (document: OpenApiDocument) =>
      Object.entries(document.paths).flatMap(([path, item]) =>
        METHODS.filter((method) => item[method]).map((method) => ({
          method,
          path,
          operation: item[method],
        })),
      );

    it('shows every operation of the document once, in both languages', async () => {
      const document = await served();
      const all = operations(document);
      for (const lang of ['uk', 'en'] as const) {
        const view = apiReferenceView(document, API_TEXTS[lang]);
        const shown = view.groups.flatMap((group) => group.endpoints);
        expect(view.total).toBe(all.length);
        expect(shown.map((row) => `${row.method} ${row.path}`).sort()).toEqual(
          all.map(({ method, path }) => operationKey(method, path)).sort(),
        );
        expect(new Set(shown.map((row) => row.anchor)).size).toBe(shown.length);
        for (const row of shown) {
          expect(row.summary, `${row.method} ${row.path}`).not.toBe('');
          expect(row.call.text.startsWith(`${row.method} /`)).toBe(true);
        }
      }
      expect(all.length).toBeGreaterThan(30);
    });

    it('says in Ukrainian what every operation does and what every parameter means', async () => {
      const document = await served();
      const { operations: texts, params } = API_TEXTS.uk;
      for (const { method, path, operation } of operations(document)) {
        const key = operationKey(method, path);
        expect(texts[key]?.summary, key).toBeTruthy();
        for (const parameter of operation?.parameters ?? []) {
          expect(
            params[`${key} ${parameter.name}`] ?? params[parameter.name],
            `${key} ${parameter.name}`,
          ).toBeTruthy();
        }
      }
      const view = apiReferenceView(document, API_TEXTS.uk);
      const search = view.groups[0]?.endpoints[0];
      expect(search?.summary).toMatch(/^Пошук/);
      expect(search?.params.find((param) => param.name === 'text')).toMatchObject({
        description: [{ text: expect.stringMatching(/^Слова/) as unknown, code: false }],
        example: 'лікарня',
      });
    });

    it('gives calls that answer as the document says, and an example answer for each JSON answer', async () => {
      const view = apiReferenceView(await served(), API_TEXTS.en);
      const rows = view.groups.flatMap((group) => group.endpoints);
      const opened = rows.filter((row) => row.call.href && !NEEDS_MORE.has(row.path));
      expect(opened.length).toBeGreaterThan(20);
      for (const row of opened) {
        const res = await h().app.inject({ url: row.call.href ?? '' });
        expect(res.statusCode, `${row.call.text}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
      }
      for (const row of rows.filter((row) => row.example && 'json' in row.example)) {
        expect(() => JSON.parse((row.example as { json: string }).json) as unknown).not.toThrow();
      }
      const tender = rows.find((row) => row.path === '/api/tenders/{id}');
      expect(tender?.example).toMatchObject({
        json: expect.stringContaining('"tenderID"') as unknown,
      });
      const csv = rows.find((row) => row.path === '/api/search/tender.csv');
      expect(csv?.example).toEqual({ type: expect.stringMatching(/^text\/csv/) as unknown });
    });
  },
);
