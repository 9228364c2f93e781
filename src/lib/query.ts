import qs from 'qs';
import { QUERY_LIMITS } from '../../contract/api';

export { QUERY_LIMITS };

/** A parsed query: strings, lists and nested objects, as qs.parse returns them. */
export type QueryValue = string | QueryValue[] | QueryObject;
export interface QueryObject {
  [key: string]: QueryValue;
}

/**
 * The one query-string serialiser of the client: arrays by index, nested objects in brackets
 * (`cache[0][key]=…`), only values percent-encoded, null and undefined left out; the server
 * parses it with qs too (server/http/query.ts).
 */
export function stringify(params: object): string {
  return qs.stringify(params, { arrayFormat: 'indices', encodeValuesOnly: true, skipNulls: true });
}

/**
 * The one query-string parser of the client, with the server's limits (1,000
 * parameters, lists of 20, depth 5): over a limit it throws a RangeError, as the server answers
 * 400. `query` has no leading '?'.
 */
export function parse(query: string): QueryObject {
  return qs.parse(query, {
    ...QUERY_LIMITS,
    throwOnLimitExceeded: true,
    strictDepth: true,
    allowPrototypes: false,
  }) as QueryObject;
}
