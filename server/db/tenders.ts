import type { TenderHit } from '../../contract/search.ts';
import type { Tender } from '../../contract/tender.ts';
import type { SearchFilters } from '../search/filters.ts';
import { SqlParams } from '../search/sql-params.ts';
import { tenderConditions, tenderOrder } from '../search/tender-where.ts';
import type { Queryable } from './database.ts';
import { findByKey } from './find-by-key.ts';

/** By internal id or by tenderID (UA-…); the newest when a tenderID repeats. */
export const findTender = async (db: Queryable, idOrTenderId: string): Promise<Tender | null> => {
  const row = await findByKey<{ data: Tender }>(db, 'tenders', 'data', idOrTenderId);
  return row?.data ?? null;
};

export interface TenderPage {
  hits: TenderHit[];
  total: number;
}

/** One page of the tender search (server/search builds the conditions and the order). */
export const searchTenders = async (
  db: Queryable,
  filters: SearchFilters,
  { limit, offset }: { limit: number; offset: number },
): Promise<TenderPage> => {
  const countParams = new SqlParams();
  const countWhere = tenderConditions(filters, countParams);
  const pageParams = new SqlParams();
  const pageWhere = tenderConditions(filters, pageParams);
  const where = (conditions: string[]): string =>
    conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const order = tenderOrder(filters, pageParams);
  const [page, count] = await Promise.all([
    db.query<{ hit: TenderHit }>(
      `SELECT hit FROM tenders ${where(pageWhere)} ORDER BY ${order}
       LIMIT ${pageParams.add(limit)} OFFSET ${pageParams.add(offset)}`,
      pageParams.values,
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM tenders ${where(countWhere)}`,
      countParams.values,
    ),
  ]);
  return { hits: page.rows.map((row) => row.hit), total: count.rows[0]?.total ?? 0 };
};
