/**
 * The parts of an OpenAPI 3.1 document the /api page reads (the server's GET /api/openapi.json,
 * made by @fastify/swagger from the routes' schemas), and the check the answer passes first.
 */

export interface JsonSchema {
  type?: string | string[];
  description?: string;
  example?: unknown;
  examples?: unknown[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface MediaType {
  schema?: JsonSchema;
  example?: unknown;
}

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  example?: unknown;
  schema?: JsonSchema;
}

export interface Operation {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
}

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Partial<Record<Method, Operation>>>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An OpenAPI 3 document with its info and an object of paths, each path an object. */
export const isOpenApiDocument = (value: unknown): value is OpenApiDocument =>
  isObject(value) &&
  typeof value.openapi === 'string' &&
  value.openapi.startsWith('3.') &&
  isObject(value.info) &&
  typeof value.info.title === 'string' &&
  isObject(value.paths) &&
  Object.values(value.paths).every(isObject);
