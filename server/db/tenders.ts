import type { TenderHit } from '../../contract/search.ts';
import type { Tender } from '../../contract/tender.ts';
import type { SearchFilters } from '../search/filters.ts';
import { SqlParams } from '../search/sql-params.ts';
import { tenderConditions, tenderOrder } from '../search/tender-where.ts';
import type { Queryable } from './database.ts';
import { findByKey } from './find-by-key.ts';
import { searchPage, type SearchPage } from './search-page.ts';

/** By internal id or by tenderID (UA-…); the newest when a tenderID repeats. */
export const findTender = async (db: Queryable, idOrTenderId: string): Promise<Tender | null> => {
  const row = await findByKey<{ data: Tender }>(db, 'tenders', 'data', idOrTenderId);
  return row?.data ?? null;
};

/** A tender's internal id and the version of its stored shape (migration 006). */
export interface TenderVersion {
  id: string;
  hash: string;
}

/** The version of a tender by id or tenderID, read without its JSON. */
export const findTenderVersion = (
  db: Queryable,
  idOrTenderId: string,
): Promise<TenderVersion | undefined> =>
  findByKey<TenderVersion>(db, 'tenders', 'id, data_hash AS hash', idOrTenderId);

/**
 * The GET /api/tenders/:id answer as JSON text, built from the stored text (a tender of some
 * hundred kilobytes is not parsed and serialised again), with the version it was read at.
 */
export const findTenderAnswer = async (
  db: Queryable,
  id: string,
): Promise<{ hash: string; body: string } | null> => {
  const { rows } = await db.query<{ hash: string; body: string }>(
    `SELECT data_hash AS hash, '{"data":' || data::text || '}' AS body FROM tenders WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
};

/** One page of the tender search (server/search builds the conditions and the order). */
export const searchTenders = async (
  db: Queryable,
  filters: SearchFilters,
  { limit, offset }: { limit: number; offset: number },
): Promise<SearchPage<TenderHit>> => {
  const params = new SqlParams();
  return searchPage<TenderHit>(db, {
    table: 'tenders',
    text: filters.text,
    conditions: tenderConditions(filters, params),
    params,
    order: (orderParams, options) => tenderOrder(filters, orderParams, options),
    limit,
    offset,
  });
};
