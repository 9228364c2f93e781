import type { TenderHit } from '../../contract/search.ts';
import type { Tender } from '../../contract/tender.ts';
import type { CdbTender } from '../ingest/cdb.ts';
import { toPortalTender, TRANSFORM_VERSION } from '../ingest/transform/tender.ts';
import type { SearchFilters } from '../search/filters.ts';
import { codeOf } from '../search/raw.ts';
import { SqlParams } from '../search/sql-params.ts';
import { searchColumns } from '../search/tender-columns.ts';
import { toTenderSearchDocument } from '../search/tender-document.ts';
import { tenderConditions, tenderOrder } from '../search/tender-where.ts';
import type { Queryable } from './database.ts';
import { findByKey } from './find-by-key.ts';

export type UpsertOutcome = 'inserted' | 'updated' | 'unchanged';

/**
 * Idempotent upsert by id: the newer dateModified wins; an equal one is replaced only when it
 * was stored by an older transform.
 */
export const upsertTender = async (db: Queryable, cdb: CdbTender): Promise<UpsertOutcome> => {
  const tender = toPortalTender(cdb);
  const params = new SqlParams();
  const columns = [
    { name: 'id', store: '?', value: tender.id },
    { name: 'tender_id', store: '?', value: tender.tenderID },
    { name: 'date_modified', store: '?', value: tender.dateModified },
    { name: 'transform_version', store: '?', value: TRANSFORM_VERSION },
    { name: 'status', store: '?', value: tender.status },
    { name: 'procurement_method_type', store: '?', value: tender.procurementMethodType },
    { name: 'title', store: '?', value: tender.title },
    { name: 'title_en', store: '?', value: tender.title_en ?? null },
    { name: 'procuring_entity_name', store: '?', value: tender.procuringEntityName },
    { name: 'procuring_entity_id', store: '?', value: codeOf(cdb.procuringEntity) ?? null },
    { name: 'value_amount', store: '?', value: tender.value?.amount ?? null },
    { name: 'value_currency', store: '?', value: tender.value?.currency ?? null },
    { name: 'data', store: '?::jsonb', value: JSON.stringify(tender) },
    { name: 'raw', store: '?::jsonb', value: JSON.stringify(cdb) },
    ...searchColumns(toTenderSearchDocument(cdb, tender)),
  ];
  const names = columns.map((column) => column.name);
  const values = columns.map((column) => column.store.replace('?', () => params.add(column.value)));
  const updates = names.filter((name) => name !== 'id').map((name) => `${name} = EXCLUDED.${name}`);
  const { rows } = await db.query<{ inserted: boolean }>(
    `INSERT INTO tenders AS t (${names.join(', ')})
     VALUES (${values.join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}
     WHERE t.date_modified < EXCLUDED.date_modified
        OR (t.date_modified = EXCLUDED.date_modified AND t.transform_version < EXCLUDED.transform_version)
     RETURNING (xmax = 0) AS inserted`,
    params.values,
  );
  const row = rows[0];
  if (!row) return 'unchanged';
  return row.inserted ? 'inserted' : 'updated';
};

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
