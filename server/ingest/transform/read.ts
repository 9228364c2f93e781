/**
 * The one set of safe readers of untrusted upstream JSON (CDB objects, feed pages, articles):
 * each returns the typed value or undefined, never throws.
 */

export type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const recordOf = (value: unknown): Json | undefined => (isRecord(value) ? value : undefined);

/** The records of an array; anything else in it is skipped. */
export const recordsOf = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter(isRecord) : [];

export const rec = (o: Json | undefined, key: string): Json | undefined => recordOf(o?.[key]);

/** The records of an array field; anything else in it is skipped. */
export const recs = (o: Json | undefined, key: string): Json[] => recordsOf(o?.[key]);

/** Text that is not blank, else undefined. */
export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** A valid date-time string as ISO in UTC, else undefined. */
export const instantOf = (value: unknown): string | undefined => {
  const text = textOf(value);
  if (text === undefined) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};

/** The registry code (identifier.id) of an organisation. */
export const codeOf = (organisation: unknown): string | undefined =>
  textOf(recordOf(recordOf(organisation)?.identifier)?.id)?.trim();

/** The name of an organisation: its name, else its legal name. */
export const nameOf = (organisation: unknown): string | undefined => {
  const org = recordOf(organisation);
  return textOf(org?.name) ?? textOf(recordOf(org?.identifier)?.legalName);
};

export const unique = (values: (string | undefined)[]): string[] => [
  ...new Set(values.filter((value): value is string => value !== undefined)),
];

export const str = (o: Json | undefined, key: string): string | undefined => {
  const value = o?.[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
};

export const num = (o: Json | undefined, key: string): number | undefined => {
  const value = o?.[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return undefined;
};

export const bool = (o: Json | undefined, key: string): boolean | undefined => {
  const value = o?.[key];
  return typeof value === 'boolean' ? value : undefined;
};

export const strs = (o: Json | undefined, key: string): string[] => {
  const value = o?.[key];
  if (typeof value === 'string') return [value];
  return Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === 'string')
    : [];
};

type Scalar = string | number | boolean;
const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

export const scalar = (o: Json | undefined, key: string): Scalar | undefined => {
  const value = o?.[key];
  return isScalar(value) ? value : undefined;
};

export const scalars = (o: Json | undefined, key: string): Scalar[] | undefined => {
  const value = o?.[key];
  return Array.isArray(value) ? value.filter(isScalar) : undefined;
};

/** The CDB's test mark (sandbox objects, documentation examples): 'test' or nothing. */
export const testMode = (o: Json | undefined): 'test' | undefined =>
  o?.mode === 'test' ? 'test' : undefined;

/** Drops keys whose value is undefined, so the stored JSON and snapshots stay minimal. */
export const compact = <T extends object>(value: T): T => {
  const kept: Partial<T> = {};
  for (const key in value) if (value[key] !== undefined) kept[key] = value[key];
  return kept as T;
};
