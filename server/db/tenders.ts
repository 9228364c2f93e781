import type { TenderHit } from '../../contract/search.ts';
import type { Tender } from '../../contract/tender.ts';
import type { SearchFilters } from '../search/filters.ts';
import { SqlParams } from '../search/sql-params.ts';
import {
  tenderConditions,
  tenderOrder,
  tenderOrderIndexed,
  tenderSortIndexScope,
  tenderRelevanceFirstTier,
} from '../search/tender-where.ts';
import type { Database, Queryable } from './database.ts';
import { findByKey } from './find-by-key.ts';
import { searchPage, type SearchPage } from './search-page.ts';

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

/**
 * A tender's hit with the codes of its red flags: they are kept apart from the stored hit, as a
 * contract that arrives later reruns the contract rules without writing the tender again.
 */
const TENDER_HIT = `CASE WHEN cardinality(flag_codes) = 0 THEN hit
  ELSE (hit::jsonb || jsonb_build_object('flags', flag_codes))::json END`;

/**
 * One page of the tender search (server/search builds the conditions and the order): found in
 * the narrow search table (migration 014), its hits read from tenders, which holds the same sort
 * keys.
 */
export const searchTenders = async (
  db: Database,
  filters: SearchFilters,
  { limit, offset }: { limit: number; offset: number },
): Promise<SearchPage<TenderHit>> => {
  const params = new SqlParams();
  return searchPage<TenderHit>(db, {
    table: 'tender_search',
    hitTable: 'tenders',
    conditions: tenderConditions(filters, params),
    params,
    order: (orderParams, options) => tenderOrder(filters, orderParams, options),
    indexedOrder: tenderOrderIndexed(filters),
    sortIndexScope: tenderSortIndexScope(filters),
    firstTier: tenderRelevanceFirstTier(filters),
    hit: TENDER_HIT,
    limit,
    offset,
  });
};
