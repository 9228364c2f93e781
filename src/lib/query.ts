import { QUERY_LIMITS } from '../../contract/api';

export { QUERY_LIMITS };

/** Everything but RFC 3986's unreserved characters is percent-encoded, as qs does. */
const encodeValue = (value: string): string =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function append(pairs: string[], key: string, value: unknown): void {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    pairs.push(`${key}=${encodeValue(String(value))}`);
  } else if (value instanceof Date) {
    pairs.push(`${key}=${encodeValue(value.toISOString())}`);
  } else if (Array.isArray(value)) {
    value.forEach((entry, index) => {
      append(pairs, `${key}[${index}]`, entry);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [name, entry] of Object.entries(value)) append(pairs, `${key}[${name}]`, entry);
  }
}

/**
 * The one query-string serialiser of the client: arrays by index, nested objects in brackets
 * (`cache[0][key]=…`), only values percent-encoded, null and undefined left out. It writes what
 * qs.stringify writes with `arrayFormat: 'indices', encodeValuesOnly: true, skipNulls: true`
 * (the server parses with qs), without qs's 17 KB in the browser.
 */
export function stringify(params: object): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) append(pairs, key, value);
  return pairs.join('&');
}
