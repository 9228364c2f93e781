/** The data of the tender tabs: the tender's own lists joined with contracts, agreements, monitorings. */
import type {
  Agreement,
  Contract,
  Monitoring,
  TenderAgreementsAnswer,
} from '../../../contract/tender-tabs.ts';
import type { Json } from '../../ingest/transform/read.ts';
import {
  mergeById,
  tenderAgreements,
  tenderContracts,
} from '../../ingest/transform/tabs/agreements.ts';
import type { Queryable } from '../database.ts';
import { findByKey } from '../find-by-key.ts';

export interface TabSubject {
  /** The internal tender id the joined tables refer to. */
  id: string;
  /** The CDB tender, or an empty object when only joined objects know the id. */
  raw: Json;
}

/**
 * The tender a tab is asked for, by internal id or tenderID. A tender that is not loaded but
 * that monitorings, contracts or agreements name by tender_id still answers (with only those).
 * `withRaw: false` skips reading the CDB tender for tabs that need only its id.
 */
export const findTabSubject = async (
  db: Queryable,
  idOrTenderId: string,
  { withRaw }: { withRaw: boolean } = { withRaw: true },
): Promise<TabSubject | null> => {
  const tender = await findByKey<TabSubject>(
    db,
    'tenders',
    withRaw ? 'id, raw' : `id, '{}'::jsonb AS raw`,
    idOrTenderId,
  );
  if (tender) return tender;
  const joined = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM monitorings WHERE tender_id = $1)
         OR EXISTS (SELECT 1 FROM contracts WHERE tender_id = $1)
         OR EXISTS (SELECT 1 FROM agreements WHERE tender_id = $1) AS found`,
    [idOrTenderId],
  );
  return joined.rows[0]?.found ? { id: idOrTenderId, raw: {} } : null;
};

const joinedData = async <T>(
  db: Queryable,
  table: 'agreements' | 'contracts',
  tenderId: string,
): Promise<T[]> => {
  const { rows } = await db.query<{ data: T }>(
    `SELECT data FROM ${table} WHERE tender_id = $1 ORDER BY date_modified, id`,
    [tenderId],
  );
  return rows.map((row) => row.data);
};

/** Agreements and contracts: the agreements/contracting-API objects first, then the tender's own. */
export const agreementsTab = async (
  db: Queryable,
  subject: TabSubject,
): Promise<TenderAgreementsAnswer['data']> => ({
  agreements: mergeById(
    await joinedData<Agreement>(db, 'agreements', subject.id),
    tenderAgreements(subject.raw),
  ),
  contracts: mergeById(
    await joinedData<Contract>(db, 'contracts', subject.id),
    tenderContracts(subject.raw),
  ),
});

export const monitoringsTab = async (db: Queryable, tenderId: string): Promise<Monitoring[]> => {
  const { rows } = await db.query<{ data: Monitoring }>(
    `SELECT data FROM monitorings WHERE tender_id = $1
     ORDER BY data->>'dateCreated', id`,
    [tenderId],
  );
  return rows.map((row) => row.data);
};

/**
 * tabCounters.monitorings and .agreements count joined objects; they are recomputed whenever the
 * tender or an object joined to it is loaded, so the load order does not matter. A tender with
 * nothing joined keeps the counters its transform set (one cheap query on the ingest path).
 */
export const refreshTabCounters = async (db: Queryable, tenderIds: Iterable<string>) => {
  for (const tenderId of new Set(tenderIds)) {
    const joined = await db.query<{ monitorings: number; others: number }>(
      `SELECT (SELECT count(*)::int FROM monitorings WHERE tender_id = $1) AS monitorings,
              (SELECT count(*)::int FROM contracts WHERE tender_id = $1)
            + (SELECT count(*)::int FROM agreements WHERE tender_id = $1) AS others`,
      [tenderId],
    );
    const counts = joined.rows[0];
    if (!counts || counts.monitorings + counts.others === 0) continue;
    const { rows } = await db.query<{ raw: Json }>('SELECT raw FROM tenders WHERE id = $1', [
      tenderId,
    ]);
    const raw = rows[0]?.raw;
    if (!raw) continue;
    const agreements = await agreementsTab(db, { id: tenderId, raw });
    await db.query(
      `UPDATE tenders SET data = jsonb_set(jsonb_set(data, '{tabCounters,monitorings}', $2::jsonb),
         '{tabCounters,agreements}', $3::jsonb)
       WHERE id = $1`,
      [
        tenderId,
        JSON.stringify(counts.monitorings),
        JSON.stringify(agreements.agreements.length + agreements.contracts.length),
      ],
    );
  }
};
