/**
 * A JSON value with its repeats written once: a page's data block holds the same texts and
 * objects many times over (an item's classification and unit on each of its items, a document's
 * links and ids in each of its versions, a supplier in its bid and its award). Each string of at
 * least MIN_STRING characters and each object of at least MIN_OBJECT characters of JSON that
 * occurs more than once goes into `repeats`, and every place that held it holds a reference to it
 * instead: a string is `MARK` and the index, an object is `{ [MARK]: index }`. Strings that begin
 * with `MARK`, and objects with a `MARK` key, always go into `repeats`, so that a reference can
 * never be mistaken for upstream text. Unpacked, an object that was repeated is one object shared
 * by the places that held it.
 */
export interface PackedRepeats {
  repeats: unknown[];
  value: unknown;
}

/** A private-use character: three bytes in UTF-8, and JSON leaves it as it is. */
const MARK = '\uE000';
const MIN_STRING = 12;
const MIN_OBJECT = 24;

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` (plain JSON: what JSON.parse gives) with its repeats written once. */
export function packRepeats(value: unknown): PackedRepeats {
  const counts = new Map<string, number>();
  const keyOf = new Map<JsonObject, string>();
  const count = (key: string, always: boolean) => {
    counts.set(key, (counts.get(key) ?? 0) + (always ? 2 : 1));
  };
  const countAll = (node: unknown): void => {
    if (typeof node === 'string') {
      if (node.length >= MIN_STRING || node.startsWith(MARK))
        count(`s${node}`, node.startsWith(MARK));
    } else if (Array.isArray(node)) {
      node.forEach(countAll);
    } else if (isObject(node)) {
      const json = JSON.stringify(node);
      const marked = Object.hasOwn(node, MARK);
      if (json.length >= MIN_OBJECT || marked) {
        keyOf.set(node, `o${json}`);
        count(`o${json}`, marked);
      }
      Object.values(node).forEach(countAll);
    }
  };
  countAll(value);

  const repeats: unknown[] = [];
  const indexOf = new Map<string, number>();
  const repeated = (key: string | undefined): key is string =>
    key !== undefined && (counts.get(key) ?? 0) > 1;
  const reference = (key: string, entry: () => unknown): number => {
    let index = indexOf.get(key);
    if (index === undefined) {
      index = repeats.length;
      indexOf.set(key, index);
      repeats.push(null);
      repeats[index] = entry();
    }
    return index;
  };
  const inner = (node: JsonObject | unknown[]): unknown =>
    Array.isArray(node)
      ? node.map(write)
      : Object.fromEntries(Object.entries(node).map(([key, child]) => [key, write(child)]));
  const write = (node: unknown): unknown => {
    if (typeof node === 'string') {
      const key = `s${node}`;
      return repeated(key) ? `${MARK}${reference(key, () => node)}` : node;
    }
    if (isObject(node)) {
      const key = keyOf.get(node);
      return repeated(key) ? { [MARK]: reference(key, () => inner(node)) } : inner(node);
    }
    return Array.isArray(node) ? inner(node) : node;
  };
  return { value: write(value), repeats };
}

/** The value `packRepeats` was given, from its parsed JSON (which it changes in place). */
export function unpackRepeats({ repeats, value }: PackedRepeats): unknown {
  const unpacked: unknown[] = [];
  // An entry is the text or object itself: a `MARK` key of its own is upstream's.
  const entry = (index: number): unknown =>
    index in unpacked ? unpacked[index] : (unpacked[index] = readChildren(repeats[index]));
  const readChildren = (node: unknown): unknown => {
    if (typeof node === 'object' && node !== null) {
      const parent = node as JsonObject;
      for (const key of Object.keys(parent)) parent[key] = read(parent[key]);
    }
    return node;
  };
  const read = (node: unknown): unknown => {
    if (typeof node === 'string') return node.startsWith(MARK) ? entry(+node.slice(1)) : node;
    return isObject(node) && Object.hasOwn(node, MARK)
      ? entry(node[MARK] as number)
      : readChildren(node);
  };
  return read(value);
}
