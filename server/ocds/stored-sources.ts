/** What the OCDS export reads: a tender's stored portal shape and every contract of it. */
import type { Contract } from '../../contract/tender-tabs.ts';
import type { Tender } from '../../contract/tender.ts';
import { ocdsSource, type OcdsSource } from './source.ts';
import type { Queryable } from '../db/database.ts';
import { dataJoinedTo, findByKey } from '../db/find-by-key.ts';

/** By internal id or tenderID, as GET /api/tenders/:id finds it; null when there is none. */
export const findOcdsSource = async (db: Queryable, key: string): Promise<OcdsSource | null> => {
  const row = await findByKey<{ id: string; data: Tender }>(db, 'tenders', 'id, data', key);
  if (!row) return null;
  return ocdsSource(row.data, await dataJoinedTo<Contract>(db, 'contracts', 'tender_id', row.id));
};

/** The tenders of `ids` (internal ids), in that order; ids no longer stored are skipped. */
export const ocdsSourcesOf = async (
  db: Queryable,
  ids: readonly string[],
): Promise<OcdsSource[]> => {
  if (ids.length === 0) return [];
  const tenders = await db.query<{ id: string; data: Tender }>(
    'SELECT id, data FROM tenders WHERE id = ANY($1::text[])',
    [ids],
  );
  const contracts = await db.query<{ tender_id: string; data: Contract }>(
    `SELECT tender_id, data FROM contracts WHERE tender_id = ANY($1::text[])
     ORDER BY date_modified, id`,
    [ids],
  );
  const byTender = new Map<string, Contract[]>();
  for (const { tender_id: tenderId, data } of contracts.rows) {
    byTender.set(tenderId, [...(byTender.get(tenderId) ?? []), data]);
  }
  const found = new Map(tenders.rows.map((row) => [row.id, row.data]));
  return ids.flatMap((id) => {
    const tender = found.get(id);
    return tender ? [ocdsSource(tender, byTender.get(id) ?? [])] : [];
  });
};
