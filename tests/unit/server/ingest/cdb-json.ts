/** Reading the fields of raw CDB JSON (tenders, contracts, their records) in tests. */
import type { Json } from '../../../../server/ingest/transform/read.ts';

/** The records of an array field of raw CDB JSON. */
export const list = (o: unknown, key: string): Json[] => {
  const value = (o as Json | undefined)?.[key];
  return Array.isArray(value)
    ? value.filter((v): v is Json => typeof v === 'object' && v !== null)
    : [];
};

/** A string field of raw CDB JSON, trimmed; undefined when absent or blank. */
export const trimmedText = (o: unknown, key: string): string | undefined => {
  const value = (o as Json | undefined)?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};
