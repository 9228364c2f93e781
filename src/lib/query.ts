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

/** A parsed query: strings, lists and nested objects, as qs.parse returns them. */
export type QueryValue = string | QueryValue[] | QueryObject;
export interface QueryObject {
  [key: string]: QueryValue;
}

/** While parsing, lists may have holes (`a[1]=x`); compact closes them up at the end. */
type Node = string | Slot[] | NodeObject;
type Slot = Node | undefined;
interface NodeObject {
  [key: string]: Node;
}

const limitError = (what: string): RangeError =>
  new RangeError(`Query string over the limit: ${what}`);

/** qs's decoder: '+' is a space; a malformed escape leaves the text as written. */
const decode = (text: string): string => {
  const spaced = text.replace(/\+/g, ' ');
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
};

const hasProto = (key: string): boolean =>
  Object.prototype.hasOwnProperty.call(Object.prototype, key);

const count = (list: readonly Slot[]): number => list.filter((entry) => entry !== undefined).length;

/** Appends like [].concat(a, b) (holes kept) within the array limit. */
const combine = (first: Node, second: Node): Slot[] => {
  const list = ([] as Slot[]).concat(first, second);
  if (list.length > QUERY_LIMITS.arrayLimit) throw limitError('array');
  return list;
};

/**
 * The key split as qs splits it: the parent, then up to `depth` balanced bracket groups; an
 * unterminated group is one literal segment; more groups than the depth are an error. A
 * segment naming an Object.prototype property drops the pair (undefined).
 */
function keySegments(key: string): string[] | undefined {
  const first = key.indexOf('[');
  const parent = first >= 0 ? key.slice(0, first) : key;
  const segments: string[] = [];
  if (parent !== '') {
    if (hasProto(parent)) return undefined;
    segments.push(parent);
  }
  let groups = 0;
  let open = first;
  while (open >= 0 && groups < QUERY_LIMITS.depth) {
    let level = 1;
    let close = -1;
    for (let i = open + 1; i < key.length && close < 0; i += 1) {
      if (key[i] === '[') level += 1;
      else if (key[i] === ']' && --level === 0) close = i;
    }
    if (close < 0) {
      segments.push(`[${key.slice(open)}]`);
      return segments;
    }
    const segment = key.slice(open, close + 1);
    if (hasProto(segment.slice(1, -1))) return undefined;
    segments.push(segment);
    groups += 1;
    open = key.indexOf('[', close + 1);
  }
  if (open >= 0) throw limitError('depth');
  return segments;
}

/** The value nested under the key's segments, innermost first (qs's parseObject). */
function nest(segments: readonly string[], value: Node): Node {
  let leaf = value;
  for (const segment of [...segments].reverse()) {
    if (segment === '[]') {
      leaf = Array.isArray(leaf) ? leaf.slice() : [leaf];
      if (leaf.length > QUERY_LIMITS.arrayLimit) throw limitError('array');
      continue;
    }
    const wrapped = segment.startsWith('[') && segment.endsWith(']');
    const name = wrapped ? segment.slice(1, -1) : segment;
    const index = Number.parseInt(name, 10);
    if (wrapped && String(index) === name && index >= 0) {
      if (index >= QUERY_LIMITS.arrayLimit) throw limitError('array');
      const list: Slot[] = [];
      list[index] = leaf;
      leaf = list;
    } else {
      leaf = name === '__proto__' ? {} : { [name]: leaf };
    }
  }
  return leaf;
}

/** Merges a parsed pair into what was parsed before it (qs's utils.merge, limits throwing). */
function merge(target: Node, source: Node): Node {
  // qs skips an empty value merged into what is there: `a[b]=1&a=` keeps a[b].
  if (source === '') return target;
  if (typeof source === 'string') {
    if (!Array.isArray(target)) return [target, source];
    if (count(target) >= QUERY_LIMITS.arrayLimit) throw limitError('array');
    const list = target.slice();
    list[list.length] = source;
    return list;
  }
  if (typeof target === 'string') return combine(target, source);
  if (Array.isArray(target) && Array.isArray(source)) {
    const merged = target.slice();
    source.forEach((item, index) => {
      const kept = merged[index];
      if (kept === undefined) merged[index] = item;
      else if (typeof kept === 'object' && typeof item === 'object')
        merged[index] = merge(kept, item);
      else merged.push(item);
    });
    if (count(merged) > QUERY_LIMITS.arrayLimit) throw limitError('array');
    return merged;
  }
  const into: NodeObject = Array.isArray(target)
    ? Object.fromEntries(
        target.flatMap((entry, index) => (entry === undefined ? [] : [[String(index), entry]])),
      )
    : target;
  for (const [key, value] of Object.entries(source)) {
    if (value === undefined) continue;
    const kept = Object.prototype.hasOwnProperty.call(into, key) ? into[key] : undefined;
    into[key] = kept === undefined ? value : merge(kept, value);
  }
  return into;
}

/** Sparse lists closed up (qs's compact): a[1]=x is ['x']. */
function compact(value: Node): QueryValue {
  if (Array.isArray(value)) {
    return value.flatMap((entry) => (entry === undefined ? [] : [compact(entry)]));
  }
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, compact(entry)]));
  }
  return value;
}

/**
 * The one query-string parser of the client, the reverse of `stringify`: what
 * qs.parse(query, { ...QUERY_LIMITS, throwOnLimitExceeded: true, strictDepth: true }) returns
 * (the server's parser), without qs in the browser. Over a limit it throws a RangeError, as
 * the server answers 400. `query` has no leading '?'.
 */
export function parse(query: string): QueryObject {
  if (query === '') return {};
  const parts = query.replace(/%5B/gi, '[').replace(/%5D/gi, ']').split('&');
  if (parts.length > QUERY_LIMITS.parameterLimit) throw limitError('parameters');
  const pairs = new Map<string, Node>();
  for (const part of parts) {
    const bracketEquals = part.indexOf(']=');
    const at = bracketEquals === -1 ? part.indexOf('=') : bracketEquals + 1;
    const key = decode(at === -1 ? part : part.slice(0, at));
    const value = at === -1 ? '' : decode(part.slice(at + 1));
    const kept = pairs.get(key);
    if (Array.isArray(kept) && kept.length >= QUERY_LIMITS.arrayLimit) throw limitError('array');
    pairs.set(key, kept === undefined ? value : combine(kept, value));
  }
  let result: Node = {};
  // qs keeps the pairs in an object, whose integer-like keys come first.
  for (const key of Object.keys(Object.fromEntries(pairs))) {
    const segments = key === '' ? undefined : keySegments(key);
    const value = pairs.get(key);
    if (segments && value !== undefined) result = merge(result, nest(segments, value));
  }
  return compact(result) as QueryObject;
}
