import type { Tender } from '../../contract/tender.ts';
import type { Queryable } from './database.ts';
import { findByKey } from './find-by-key.ts';

/** By internal id or by tenderID (UA-…); the newest when a tenderID repeats. */
export const findTender = async (db: Queryable, idOrTenderId: string): Promise<Tender | null> => {
  const row = await findByKey<{ data: Tender }>(db, 'tenders', 'data', idOrTenderId);
  return row?.data ?? null;
};

/** A tender as GET /api/tenders/:id reads it. */
export interface TenderRead {
  id: string;
  /** The version of its stored shape (migration 006). */
  hash: string;
  /** The answer text (ItemResponse<Tender>); null when the caller holds this version. */
  body: string | null;
}

/**
 * A tender by id or tenderID with its version, and its answer text unless `heldHash` is that
 * version: then the JSON is not read at all. The text is built from the stored text, so a
 * tender of some hundred kilobytes is not parsed and serialised again.
 */
export const readTender = (
  db: Queryable,
  idOrTenderId: string,
  heldHash: string | null,
): Promise<TenderRead | undefined> =>
  findByKey<TenderRead>(
    db,
    'tenders',
    `id, data_hash AS hash, CASE WHEN data_hash IS DISTINCT FROM $2::text
       THEN '{"data":' || data::text || '}' END AS body`,
    idOrTenderId,
    [heldHash],
  );
