import { stringify } from '../../../lib/query';
import { parameterExample, parameterExampleValue } from './param-rows';
import type { Operation } from './openapi';

export interface ExampleCall {
  /** As a reader types it: "GET /api/search/tender?text=лікарня". */
  text: string;
  /** The same address encoded, for a GET whose every path parameter has an example. */
  href?: string;
}

const PATH_PARAMETER = /\{([^}]+)\}/g;

/**
 * An operation's example call: its path with each path parameter's example, and its required
 * query parameters with the first other one that has an example.
 */
export function exampleCall(method: string, path: string, operation: Operation): ExampleCall {
  const parameters = operation.parameters ?? [];
  const pathValue = (name: string): string | undefined => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    return parameter && parameterExample(parameter);
  };
  const withExamples = parameters.filter(
    (p) => p.in === 'query' && parameterExampleValue(p) !== undefined,
  );
  const query = Object.fromEntries(
    [
      ...withExamples.filter((p) => p.required === true),
      ...withExamples.filter((p) => p.required !== true).slice(0, 1),
    ].map((p) => [p.name, parameterExampleValue(p)]),
  );

  const shownPath = path.replace(PATH_PARAMETER, (whole, name: string) => pathValue(name) ?? whole);
  const search = stringify(query);
  const shownQuery = decodeURIComponent(search);
  const text = `${method.toUpperCase()} ${shownPath}${shownQuery ? `?${shownQuery}` : ''}`;

  const complete = [...path.matchAll(PATH_PARAMETER)].every(([, name = '']) => pathValue(name));
  if (method !== 'get' || !complete) return { text };
  const hrefPath = path.replace(PATH_PARAMETER, (_whole, name: string) =>
    encodeURIComponent(pathValue(name) ?? ''),
  );
  return { text, href: `${hrefPath}${search ? `?${search}` : ''}` };
}
