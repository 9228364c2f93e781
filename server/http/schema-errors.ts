import type { FastifySchemaValidationError, FastifyServerOptions } from 'fastify';
import { MESSAGE_KEYWORD, type SchemaMessage } from '../../contract/schemas/common.ts';

/** The options of the ajv that checks requests (see buildApp). */
export const REQUEST_AJV_OPTIONS = {
  // Query strings are parsed by qs and read further by the routes as they come: nothing is
  // converted, filled in or removed (Fastify's defaults would turn `page[]=2` into "2").
  coerceTypes: false,
  useDefaults: false,
  removeAdditional: false,
  // An error carries the schema it broke, whose x-message is the answer's text.
  verbose: true,
  keywords: [MESSAGE_KEYWORD],
};

type SchemaErrorDataVar = Parameters<NonNullable<FastifyServerOptions['schemaErrorFormatter']>>[1];

type SchemaError = FastifySchemaValidationError & { parentSchema?: Record<string, unknown> };

const messageOf = (schema: unknown, keyword: string): string | undefined => {
  const message = (schema as Record<string, SchemaMessage | undefined> | undefined)?.[
    MESSAGE_KEYWORD
  ];
  return typeof message === 'string' ? message : message?.[keyword];
};

/** The schema's own message for one error: a missing property's is that property's. */
const schemaMessage = (error: SchemaError): string | undefined => {
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty?: unknown }).missingProperty);
    const properties = error.parentSchema?.properties as Record<string, unknown> | undefined;
    const property = properties?.[missing];
    return messageOf(property, 'required') ?? messageOf(property, 'type');
  }
  return messageOf(error.parentSchema, error.keyword);
};

/** Ajv's own text, naming the part and the field: "querystring/page must be string". */
const ajvMessage = (error: SchemaError, dataVar: SchemaErrorDataVar): string => {
  const extra = (error.params as { additionalProperty?: unknown }).additionalProperty;
  const named = typeof extra === 'string' ? ` ("${extra.slice(0, 40)}")` : '';
  return `${dataVar}${error.instancePath} ${error.message ?? 'is not valid'}${named}`;
};

/**
 * The message of a request that breaks its route's schema (a 400): the text the schema gives
 * for it, the innermost first, else ajv's naming the field.
 */
export const schemaErrorFormatter = (
  errors: FastifySchemaValidationError[],
  dataVar: SchemaErrorDataVar,
): Error => {
  const all = errors as SchemaError[];
  const own = all.map(schemaMessage).find((message) => message !== undefined);
  const first = all[0];
  return new Error(own ?? (first ? ajvMessage(first, dataVar) : `${dataVar} is not valid`));
};
