import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { unwrapTender, type CdbTender } from '../../../../server/ingest/cdb.ts';
import type { Json } from '../../../../server/ingest/transform/read.ts';

export const dataDir = path.join(import.meta.dirname, '..', '..', '..', '..', 'data');

export interface ShippedFile {
  file: string;
  json: unknown;
}

/** Every data file of a shipped folder, as parsed JSON (manifests skipped). */
export const shippedFiles = (folder: string): ShippedFile[] => {
  const dir = path.join(dataDir, folder);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json') && !file.startsWith('_'))
    .sort()
    .map((file) => ({
      file,
      json: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown,
    }));
};

/** Every shipped CDB tender, unwrapped as ingest does it (with its file's config). */
export const shippedTenders = (): { file: string; cdb: CdbTender }[] =>
  shippedFiles('cdb/tenders').map(({ file, json }) => ({ file, cdb: unwrapTender(json) }));

/** One shipped CDB tender by its tenderID (each is in the file named after it). */
export const shippedTender = (tenderID: string): CdbTender =>
  unwrapTender(
    JSON.parse(readFileSync(path.join(dataDir, 'cdb', 'tenders', `${tenderID}.json`), 'utf8')),
  );

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
