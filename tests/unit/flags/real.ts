/** Real shipped CDB objects for the flag rules' tests, and small helpers to derive from them. */
import type { CdbTender } from '../../../server/ingest/cdb.ts';
import type { Json } from '../../../server/ingest/transform/read.ts';
import { shippedCdbData, shippedCdbTender } from '../../support/shipped-cdb.ts';

/** A shipped tender by its file name without .json (sandbox files carry a prefix). */
export const tender = (file: string): CdbTender => shippedCdbTender(file);

/** A shipped contracting-API contract by its file name without .json. */
export const contract = (file: string): Json => shippedCdbData<Json>('contracts', file);
/** The records of an array field, to change in place in a copy. */
export const list = (o: Json, key: string): Json[] => o[key] as Json[];

/** The one record of `key` whose id starts with `idStart` (ids are long; tests name their start). */
export const byId = (o: Json, key: string, idStart: string): Json => {
  const found = list(o, key).find((entry) => String(entry.id).startsWith(idStart));
  if (!found) throw new Error(`no ${key} ${idStart}`);
  return found;
};
