import { stringify } from '../../../lib/query';
import { exampleText } from './example-value';
import type { JsonSchema, MediaType, Operation, Parameter } from './openapi';
import { textParts } from './text-parts';
import type { TextPart } from './text-parts';

export interface ApiParamRow {
  name: string;
  where: 'path' | 'query' | 'header' | 'body';
  required: boolean;
  type: string;
  description: TextPart[];
  example?: string;
}

/** Enum values shown in a parameter's type, at most. */
const MAX_VALUES = 6;

/** A schema's type as a reader reads it: "string", "string | string[]", "tender | plan | …". */
export function typeText(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  const values = schema.enum ?? (schema.const === undefined ? undefined : [schema.const]);
  if (values) {
    const shown = values
      .slice(0, MAX_VALUES)
      .map((value) => (value === '' ? '""' : exampleText(value)));
    return [...shown, ...(values.length > MAX_VALUES ? ['…'] : [])].join(' | ');
  }
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return [...new Set(choices.map(typeText))].join(' | ');
  if (schema.type === 'array') return `${typeText(schema.items) || 'value'}[]`;
  return Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'object');
}

/** A parameter's example value: its own, its schema's first, or its first allowed value. */
export const parameterExampleValue = (parameter: Parameter): unknown => {
  const schema = parameter.schema;
  return (
    parameter.example ??
    schema?.examples?.[0] ??
    schema?.enum?.[0] ??
    schema?.anyOf
      ?.map((choice) => choice.const ?? choice.enum?.[0])
      .find((value) => value !== undefined && value !== '')
  );
};

/** A parameter's example as text; a list or object as its query string (`cache[0][key]=…`). */
export const parameterExample = (parameter: Parameter): string | undefined => {
  const value = parameterExampleValue(parameter);
  if (value === undefined) return undefined;
  return typeof value === 'object' && value !== null
    ? decodeURIComponent(stringify({ [parameter.name]: value }))
    : exampleText(value);
};

/** The JSON part of a request's or an answer's content. */
export const jsonMedia = (content: Record<string, MediaType> | undefined): MediaType | undefined =>
  Object.entries(content ?? {}).find(([type]) => type.includes('json'))?.[1];

const where = (parameter: Parameter): ApiParamRow['where'] =>
  parameter.in === 'path' || parameter.in === 'header' ? parameter.in : 'query';

/**
 * The parameters of an operation, then the properties of its JSON body, each with the
 * description `describe` gives in the page's language (the document's English otherwise).
 */
export function parameterRows(
  operation: Operation,
  describe: (name: string, english: string | undefined) => string,
): ApiParamRow[] {
  const parameters = (operation.parameters ?? []).map((parameter): ApiParamRow => {
    const example = parameterExample(parameter);
    return {
      name: parameter.name,
      where: where(parameter),
      required: parameter.required === true,
      type: typeText(parameter.schema),
      description: textParts(
        describe(parameter.name, parameter.description ?? parameter.schema?.description),
      ),
      ...(example === undefined ? {} : { example }),
    };
  });
  const body = jsonMedia(operation.requestBody?.content)?.schema;
  const required = new Set(body?.required ?? []);
  const properties = Object.entries(body?.properties ?? {}).map(([name, schema]): ApiParamRow => ({
    name,
    where: 'body',
    required: required.has(name),
    type: typeText(schema),
    description: textParts(describe(name, schema.description)),
  }));
  return [...parameters, ...properties];
}
