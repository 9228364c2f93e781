/** Dates and addresses as the OCDS schema's formats want them (RFC 3339, RFC 3986). */

const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** An RFC 3339 date-time: CDB's own text when it is one, else its instant in UTC. */
export const dateTime = (value: string | undefined): string | undefined => {
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return undefined;
  return RFC_3339.test(value) ? value : new Date(time).toISOString();
};

/** The latest of some dates (by instant), undefined when none is one. */
export const latestDate = (values: (string | undefined)[]): string | undefined => {
  let latest: string | undefined;
  for (const value of values) {
    const date = dateTime(value);
    if (date !== undefined && (latest === undefined || Date.parse(date) > Date.parse(latest))) {
      latest = date;
    }
  }
  return latest;
};

/** Characters RFC 3986 allows in a URI, with %XX escapes. */
const NOT_URI = /[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/gu;

/**
 * An http(s) address as an RFC 3986 URI (spaces, Cyrillic and the like escaped); undefined
 * for anything else (relative links, other schemes, text that is no address).
 */
export const httpUri = (value: string | undefined): string | undefined => {
  if (value === undefined || !/^https?:\/\//i.test(value.trim())) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    return undefined;
  }
  return url.href
    .replace(/%(?![0-9A-Fa-f]{2})/g, '%25')
    .replace(NOT_URI, (char) => encodeURIComponent(char));
};

/** An object without its undefined fields (the JSON is the same; tests compare it deeply). */
export const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, value]) => value !== undefined)) as T;

/** A list, or undefined when it is empty (OCDS leaves empty lists out). */
export const nonEmpty = <T>(list: T[]): T[] | undefined => (list.length > 0 ? list : undefined);
