import type { JsonSchema } from './openapi';

/** Below this depth an object or list is shown as "…": an example shows the shape, not all of it. */
const MAX_DEPTH = 4;

const ELLIPSIS = '…';

const byType: Record<string, unknown> = {
  string: 'string',
  integer: 1,
  number: 1.5,
  boolean: true,
  null: null,
};

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

/** The first choice of anyOf/oneOf that is not null: what an answer usually holds. */
const firstChoice = (choices: JsonSchema[]): JsonSchema | undefined =>
  choices.find((choice) => typeOf(choice) !== 'null') ?? choices[0];

/**
 * A value of `schema` to show as an example: the schema's own example where it gives one, else
 * a value of its type, objects with every property the schema names and lists of one item.
 */
export function exampleValue(schema: JsonSchema, depth = 0): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    const choice = firstChoice(choices);
    return choice ? exampleValue(choice, depth) : null;
  }
  const type = typeOf(schema);
  if (type === 'object' || schema.properties) {
    if (depth >= MAX_DEPTH) return {};
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, property]) => [
        name,
        exampleValue(property, depth + 1),
      ]),
    );
  }
  if (type === 'array') {
    if (depth >= MAX_DEPTH || !schema.items) return [];
    return [exampleValue(schema.items, depth + 1)];
  }
  if (type === 'string' && schema.format === 'date-time') return '2024-02-28T10:00:00+02:00';
  return type === undefined ? ELLIPSIS : (byType[type] ?? ELLIPSIS);
}

/** An example value as an address's text: strings as they are, anything else as JSON. */
export const exampleText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);
