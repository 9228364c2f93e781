/**
 * The API's shared shapes as TypeBox schemas (JSON Schema): the server validates requests and
 * describes its answers (GET /api/openapi.json) with them; contract/api.ts derives its types.
 * Imports nothing from the contract's other files, which take their types from here.
 */
// A namespace, not TypeBox's `Type` builder object: the client's bundle keeps only the builders
// it calls.
import * as Type from '@sinclair/typebox';
import type { TObject, TProperties, TSchema } from '@sinclair/typebox';

/**
 * A schema's error message, as the API answers it when a value breaks the schema: one text, or
 * one per failing JSON Schema keyword (`type`, `enum`, `pattern`…). Without it the message is
 * made from the part of the request and the field ("querystring/page must be string").
 */
export const MESSAGE_KEYWORD = 'x-message';
export type SchemaMessage = string | Partial<Record<string, string>>;

/** Every error answer (400, 404, 413, 429, 500, 503) has this body. */
export const ApiErrorSchema = Type.Object(
  {
    statusCode: Type.Integer({ description: 'The HTTP status.' }),
    error: Type.String({ description: 'The status text.' }),
    message: Type.String({ description: 'What went wrong; a 400 names the field.' }),
  },
  {
    description: 'An error answer.',
    examples: [
      {
        statusCode: 400,
        error: 'Bad Request',
        message: '"page" must be a whole number from 1 to 10000',
      },
    ],
  },
);

export const LangSchema = Type.Union([Type.Literal('uk'), Type.Literal('en')], {
  description: 'The language of labels and links: uk (default) or en.',
});

export const TotalRelationSchema = Type.Union(
  [Type.Literal('eq'), Type.Literal('approx'), Type.Literal('gte')],
  {
    description:
      "How `total` was found: 'eq' counted; 'approx' the database's estimate, for many matches; " +
      "'gte' more than the 10,000-result window (total is then 10,000).",
  },
);

/** The words of a text search as typed (they match word beginnings) and their other forms. */
export const TextMarksSchema = Type.Object(
  {
    prefixes: Type.Array(Type.String()),
    words: Type.Array(Type.String(), { description: 'Whole words: «лікарня» for «лікарні».' }),
  },
  { description: 'With a text: what it matched, for marking it in the results.' },
);

/**
 * An object of which a few fields are described: every other field is sent as it is (answers
 * are serialised after their schema, which would leave out what it does not name).
 */
export const OpenObject = <T extends TProperties>(
  properties: T,
  options: { description: string; examples?: unknown[] },
): TObject<T> => Type.Object(properties, { additionalProperties: true, ...options });

/** `{data: …}`: one object, or one list. */
export const ItemEnvelope = <T extends TSchema>(data: T, description: string) =>
  Type.Object({ data }, { description });

/** The envelope of a search page, whatever its hits. */
export const searchEnvelope = <T extends TSchema>(hit: T) =>
  Type.Object(
    {
      data: Type.Array(hit),
      page: Type.Integer({ minimum: 1 }),
      per_page: Type.Integer({ minimum: 1 }),
      total: Type.Integer({ minimum: 0 }),
      total_relation: TotalRelationSchema,
      marks: Type.Optional(TextMarksSchema),
    },
    { description: 'One page of a search.' },
  );

/** A search page's envelope without its hits: contract/api.ts adds their type. */
export const SearchEnvelopeSchema = searchEnvelope(Type.Unknown());
