import { stringify as qsStringify } from 'qs';
import { QUERY_LIMITS } from '../../contract/api';

export { QUERY_LIMITS };

/**
 * The one query-string serialiser: arrays by index, nested objects in brackets
 * (`cache[0][key]=…`), only values percent-encoded. Mirrors the server's qs parser.
 */
export function stringify(params: object): string {
  return qsStringify(params, {
    arrayFormat: 'indices',
    encodeValuesOnly: true,
    skipNulls: true,
  });
}
