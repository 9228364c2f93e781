import type { TenderHit } from '../../contract/search.ts';
import type { Tender } from '../../contract/tender.ts';
import type { SearchFilters } from '../search/filters.ts';
import { SqlParams } from '../search/sql-params.ts';
import { tenderConditions, tenderOrder } from '../search/tender-where.ts';
import type { Queryable } from './database.ts';
import { findByKey } from './find-by-key.ts';
import { searchTotal, type SearchTotal } from './search-total.ts';

/** By internal id or by tenderID (UA-…); the newest when a tenderID repeats. */
export const findTender = async (db: Queryable, idOrTenderId: string): Promise<Tender | null> => {
  const row = await findByKey<{ data: Tender }>(db, 'tenders', 'data', idOrTenderId);
  return row?.data ?? null;
};

export interface TenderPage extends SearchTotal {
  hits: TenderHit[];
}

/** Up to this many matches are read and sorted; more are found by walking the sort's index. */
const FEW_MATCHES = 2_000;

/** One page of the tender search (server/search builds the conditions and the order). */
export const searchTenders = async (
  db: Queryable,
  filters: SearchFilters,
  { limit, offset }: { limit: number; offset: number },
): Promise<TenderPage> => {
  const params = new SqlParams();
  const conditions = tenderConditions(filters, params);
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const total = await searchTotal(db, 'tenders', where, [...params.values], filters);
  const order = tenderOrder(filters, params, {
    useIndex: total.relation !== 'eq' || total.total > FEW_MATCHES,
  });
  const page = await db.query<{ hit: TenderHit }>(
    `SELECT hit FROM tenders ${where} ORDER BY ${order}
     LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`,
    params.values,
  );
  return { hits: page.rows.map((row) => row.hit), ...total };
};
