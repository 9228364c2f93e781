import type { Tender, TenderSearchHit } from '../../contract/tender.ts';
import type { CdbTender } from '../ingest/cdb.ts';
import {
  toPortalTender,
  toSearchText,
  toTenderHit,
  TRANSFORM_VERSION,
} from '../ingest/transform.ts';
import type { Queryable } from './database.ts';

export type UpsertOutcome = 'inserted' | 'updated' | 'unchanged';

/**
 * Idempotent upsert by id: the newer dateModified wins; an equal one is replaced only when it
 * was stored by an older transform.
 */
export const upsertTender = async (db: Queryable, cdb: CdbTender): Promise<UpsertOutcome> => {
  const tender = toPortalTender(cdb);
  const { rows } = await db.query<{ inserted: boolean }>(
    `INSERT INTO tenders AS t (id, tender_id, date_modified, transform_version, status,
       procurement_method_type, title, title_en, procuring_entity_name, procuring_entity_id,
       value_amount, value_currency, search_text, hit, data, raw)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15::jsonb, $16::jsonb)
     ON CONFLICT (id) DO UPDATE SET
       tender_id = EXCLUDED.tender_id, date_modified = EXCLUDED.date_modified,
       transform_version = EXCLUDED.transform_version, status = EXCLUDED.status,
       procurement_method_type = EXCLUDED.procurement_method_type, title = EXCLUDED.title,
       title_en = EXCLUDED.title_en, procuring_entity_name = EXCLUDED.procuring_entity_name,
       procuring_entity_id = EXCLUDED.procuring_entity_id, value_amount = EXCLUDED.value_amount,
       value_currency = EXCLUDED.value_currency, search_text = EXCLUDED.search_text,
       hit = EXCLUDED.hit, data = EXCLUDED.data, raw = EXCLUDED.raw
     WHERE t.date_modified < EXCLUDED.date_modified
        OR (t.date_modified = EXCLUDED.date_modified AND t.transform_version < EXCLUDED.transform_version)
     RETURNING (xmax = 0) AS inserted`,
    [
      tender.id,
      tender.tenderID,
      tender.dateModified,
      TRANSFORM_VERSION,
      tender.status,
      tender.procurementMethodType,
      tender.title,
      tender.title_en ?? null,
      tender.procuringEntityName,
      tender.procuringEntity.identifier.id || null,
      tender.value?.amount ?? null,
      tender.value?.currency ?? null,
      toSearchText(tender),
      JSON.stringify(toTenderHit(tender)),
      JSON.stringify(tender),
      JSON.stringify(cdb),
    ],
  );
  const row = rows[0];
  if (!row) return 'unchanged';
  return row.inserted ? 'inserted' : 'updated';
};

/** By internal id or by tenderID (UA-…); the newest when a tenderID repeats. */
export const findTender = async (db: Queryable, idOrTenderId: string): Promise<Tender | null> => {
  const { rows } = await db.query<{ data: Tender }>(
    `SELECT data FROM tenders WHERE id = $1 OR tender_id = $1
     ORDER BY (id = $1) DESC, date_modified DESC LIMIT 1`,
    [idOrTenderId],
  );
  return rows[0]?.data ?? null;
};

export interface TenderPage {
  hits: TenderSearchHit[];
  total: number;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Text search over tenders; an exact tenderID or customer code ranks first, then the newest. */
export const searchTenders = async (
  db: Queryable,
  { text, limit, offset }: { text: string | undefined; limit: number; offset: number },
): Promise<TenderPage> => {
  const needle = text?.trim().toLowerCase() ?? '';
  const where = needle ? `WHERE search_text LIKE '%' || $1 || '%'` : '';
  const params: unknown[] = needle ? [escapeLike(needle)] : [];
  const rank = needle
    ? `(lower(tender_id) = $${params.push(needle)} OR procuring_entity_id = $${params.push(needle)}) DESC,`
    : '';
  const [page, count] = await Promise.all([
    db.query<{ hit: TenderSearchHit }>(
      `SELECT hit FROM tenders ${where}
       ORDER BY ${rank} date_modified DESC, id
       LIMIT $${params.push(limit)} OFFSET $${params.push(offset)}`,
      params,
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM tenders ${where}`,
      needle ? [escapeLike(needle)] : [],
    ),
  ]);
  return { hits: page.rows.map((row) => row.hit), total: count.rows[0]?.total ?? 0 };
};
