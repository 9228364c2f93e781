import qs from 'qs';
import { QUERY_LIMITS } from '../../contract/api.ts';

/** Set on a parsed query that broke the limits; the request then gets a 400 (see errors.ts). */
export const QUERY_ERROR = Symbol('queryError');

export type ParsedQuery = Record<string, unknown> & { [QUERY_ERROR]?: string };

/** Query strings are parsed with qs within QUERY_LIMITS; over them is a client error. */
export const parseQuery = (query: string): ParsedQuery => {
  // Most requests have none, and qs sets up its options on every call.
  if (query === '') return {};
  try {
    return qs.parse(query, {
      ...QUERY_LIMITS,
      throwOnLimitExceeded: true,
      strictDepth: true,
      allowPrototypes: false,
    });
  } catch (error) {
    return { [QUERY_ERROR]: error instanceof Error ? error.message : 'Invalid query string' };
  }
};
