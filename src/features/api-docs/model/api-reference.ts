import { exampleCall } from './example-call';
import type { ExampleCall } from './example-call';
import { exampleValue } from './example-value';
import { jsonMedia, parameterRows } from './param-rows';
import type { ApiParamRow } from './param-rows';
import { METHODS } from './openapi';
import { textParts } from './text-parts';
import type { TextPart } from './text-parts';
import type { OpenApiDocument, Operation } from './openapi';

/** The page's sections, in order: an address goes to the first whose prefix it starts with. */
export const API_GROUPS = [
  { id: 'search', prefixes: ['/api/search/', '/feeds/tender.atom'] },
  {
    id: 'objects',
    prefixes: ['/api/tenders/', '/api/plans/', '/api/frameworks/', '/api/products/', '/api/orgs/'],
  },
  {
    id: 'reference',
    prefixes: [
      '/api/static-data',
      '/api/marketplaces',
      '/api/articles',
      '/api/stats',
      '/api/flags',
    ],
  },
  { id: 'watches', prefixes: ['/api/watches', '/api/push/', '/feeds/'] },
  /** Health, metrics and the document itself: whatever no other section takes. */
  { id: 'service', prefixes: [] },
] as const;
export type ApiGroupId = (typeof API_GROUPS)[number]['id'];

/** Texts in the page's language for what the document says in English; empty in English. */
export interface ApiTexts {
  /** By operation key ("GET /api/search/{section}"). */
  operations: Partial<Record<string, { summary: string; description?: string }>>;
  /** By parameter name, or "<operation key> <name>" where one operation means it otherwise. */
  params: Partial<Record<string, string>>;
  /** By status code. */
  answers: Partial<Record<string, string>>;
}

export interface ApiEndpointRow {
  /** The element id of its section: "get-api-search-section". */
  anchor: string;
  method: string;
  path: string;
  summary: string;
  description: TextPart[];
  params: ApiParamRow[];
  call: ExampleCall;
  /** The example body of a POST, as JSON. */
  body?: string;
  answers: { status: string; description: string }[];
  /** The example answer as JSON, or the type of a document answer (CSV, Atom, JSON Lines). */
  example?: { json: string } | { type: string };
}

export interface ApiReferenceView {
  title: string;
  version: string;
  total: number;
  groups: { id: ApiGroupId; endpoints: ApiEndpointRow[] }[];
}

export const operationKey = (method: string, path: string): string =>
  `${method.toUpperCase()} ${path}`;

const groupOf = (path: string): ApiGroupId =>
  API_GROUPS.find((group) => group.prefixes.some((prefix) => path.startsWith(prefix)))?.id ??
  'service';

const anchorOf = (method: string, path: string): string =>
  `${method}-${path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const pretty = (value: unknown): string => JSON.stringify(value, null, 2);

/** The first successful answer's example: JSON built from its schema, or a document's type. */
const exampleAnswer = (operation: Operation): ApiEndpointRow['example'] => {
  const success = Object.entries(operation.responses ?? {}).find(
    ([status, answer]) => status.startsWith('2') && answer.content,
  )?.[1];
  if (!success?.content) return undefined;
  const json = jsonMedia(success.content);
  if (json?.schema) return { json: pretty(json.example ?? exampleValue(json.schema)) };
  const [type] = Object.keys(success.content);
  return type ? { type } : undefined;
};

const endpointRow = (
  method: string,
  path: string,
  operation: Operation,
  texts: ApiTexts,
): ApiEndpointRow => {
  const key = operationKey(method, path);
  const own = texts.operations[key];
  const body = jsonMedia(operation.requestBody?.content);
  return {
    anchor: anchorOf(method, path),
    method: method.toUpperCase(),
    path,
    summary: own?.summary ?? operation.summary ?? key,
    description: textParts(own?.description ?? operation.description ?? ''),
    params: parameterRows(
      operation,
      (name, english) => texts.params[`${key} ${name}`] ?? texts.params[name] ?? english ?? '',
    ),
    call: exampleCall(method, path, operation),
    ...(body?.schema ? { body: pretty(body.example ?? exampleValue(body.schema)) } : {}),
    answers: Object.entries(operation.responses ?? {}).map(([status, answer]) => ({
      status,
      description: texts.answers[status] ?? answer.description ?? '',
    })),
    example: exampleAnswer(operation),
  };
};

/** The /api page from the OpenAPI document: each operation in its section, in document order. */
export function apiReferenceView(document: OpenApiDocument, texts: ApiTexts): ApiReferenceView {
  const rows = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [endpointRow(method, path, operation, texts)] : [];
    }),
  );
  return {
    title: document.info.title,
    version: document.info.version,
    total: rows.length,
    groups: API_GROUPS.map(({ id }) => ({
      id,
      endpoints: rows.filter((row) => groupOf(row.path) === id),
    })).filter((group) => group.endpoints.length > 0),
  };
}
