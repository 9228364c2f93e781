/** Safe readers of untrusted CDB JSON: each returns the typed value or undefined, never throws. */

export type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const rec = (o: Json | undefined, key: string): Json | undefined => {
  const value = o?.[key];
  return isRecord(value) ? value : undefined;
};

/** The records of an array field; anything else in it is skipped. */
export const recs = (o: Json | undefined, key: string): Json[] => {
  const value = o?.[key];
  return Array.isArray(value) ? value.filter(isRecord) : [];
};

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

/** Drops keys whose value is undefined, so the stored JSON and snapshots stay minimal. */
export const compact = <T extends object>(value: T): T => {
  const kept: Partial<T> = {};
  for (const key in value) if (value[key] !== undefined) kept[key] = value[key];
  return kept as T;
};
