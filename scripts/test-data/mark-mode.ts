/**
 * Adds `"mode": "test"` to the objects of a CDB or catalogue JSON file, as the CDB marks sandbox
 * objects, by inserting one line into the text: the rest of the file stays byte for byte (the
 * shipped files keep upstream number spellings such as 238.0, which a rewrite would change).
 */

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Single-key request wrappers of the catalogue fixtures, as server/ingest/cdb.ts reads them. */
const WRAPPERS = ['product', 'vendor', 'contributor'];

/** The paths of the objects the loader reads from a value: `{"data": …}`, wrappers, arrays. */
export const objectPaths = (value: unknown, at: string[] = []): string[][] => {
  if (Array.isArray(value)) return value.flatMap((entry, n) => objectPaths(entry, [...at, `${n}`]));
  if (!isRecord(value)) return [];
  if (isRecord(value.data)) return [[...at, 'data']];
  const keys = Object.keys(value);
  const [only] = keys;
  if (keys.length === 1 && only && WRAPPERS.includes(only) && isRecord(value[only])) {
    return [[...at, only]];
  }
  return [at];
};

/** The offset of the opening brace of every object in JSON text, by its path. */
const objectOffsets = (text: string): Map<string, number> => {
  const offsets = new Map<string, number>();
  let i = 0;
  const skipSpace = (): void => {
    while (/\s/.test(text.charAt(i))) i += 1;
  };
  const readString = (): string => {
    const start = i;
    i += 1;
    while (text.charAt(i) !== '"') i += text.charAt(i) === '\\' ? 2 : 1;
    i += 1;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const readValue = (path: string[]): void => {
    skipSpace();
    const first = text.charAt(i);
    if (first === '{') {
      offsets.set(JSON.stringify(path), i);
      i += 1;
      skipSpace();
      if (text.charAt(i) === '}') {
        i += 1;
        return;
      }
      for (;;) {
        skipSpace();
        const key = readString();
        skipSpace();
        i += 1; // the colon
        readValue([...path, key]);
        skipSpace();
        i += 1;
        if (text.charAt(i - 1) === '}') return;
      }
    }
    if (first === '[') {
      i += 1;
      skipSpace();
      if (text.charAt(i) === ']') {
        i += 1;
        return;
      }
      for (let n = 0; ; n += 1) {
        readValue([...path, `${n}`]);
        skipSpace();
        i += 1;
        if (text.charAt(i - 1) === ']') return;
      }
    }
    if (first === '"') {
      readString();
      return;
    }
    while (i < text.length && !/[\s,\]}]/.test(text.charAt(i))) i += 1;
  };
  readValue([]);
  return offsets;
};

const valueAt = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (Array.isArray(node) || isRecord(node) ? (node as Json)[key] : undefined),
    value,
  );

/**
 * The text with every object the loader reads marked `"mode": "test"`; the same text when all
 * are marked already. An object with another mode is an error: it is not ours to overwrite.
 */
export const markTestMode = (text: string): string => {
  const parsed: unknown = JSON.parse(text.replace(/^\uFEFF/, ''));
  const unmarked = objectPaths(parsed).filter((path) => {
    const mode = (valueAt(parsed, path) as Json).mode;
    if (mode !== undefined && mode !== 'test') {
      throw new Error(`"mode" is ${JSON.stringify(mode)} at ${path.join('.') || 'the top'}`);
    }
    return mode === undefined;
  });
  if (unmarked.length === 0) return text;
  const offsets = objectOffsets(text);
  const starts = unmarked
    .map((path) => offsets.get(JSON.stringify(path)) ?? -1)
    .sort((a, b) => b - a);
  let marked = text;
  for (const brace of starts) {
    const afterBrace = marked.slice(brace + 1);
    const space = /^\s*/.exec(afterBrace)?.[0] ?? '';
    const empty = afterBrace.charAt(space.length) === '}';
    const line = empty ? '"mode": "test"' : `"mode": "test",${space || ' '}`;
    marked = `${marked.slice(0, brace + 1)}${space}${line}${afterBrace.slice(space.length)}`;
  }
  return marked;
};
