import type { CdbTender } from '../../../../server/ingest/cdb.ts';
import type { Json } from '../../../../server/ingest/transform/read.ts';
import { shippedCdbTender, shippedTenderFiles } from '../../../support/shipped-cdb.ts';

/** Every shipped tender file, unwrapped as ingest does it (with its file's config). */
export const shippedTenders = (): { file: string; cdb: CdbTender }[] =>
  shippedTenderFiles().map((file) => ({ file, cdb: shippedCdbTender(file) }));

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
