/**
 * The stored data of the tender tabs: the tender's own lists (the tabs column) and the
 * contracts, agreements and monitorings joined to it by tender_id.
 */
import type { Flag } from '../../../contract/flags.ts';
import type { Award } from '../../../contract/tender-bids.ts';
import type {
  Agreement,
  Contract,
  Monitoring,
  TenderComplaintsAnswer,
  TenderQuestionsAnswer,
} from '../../../contract/tender-tabs.ts';
import type { Queryable } from '../database.ts';
import { dataJoinedTo, findByKey } from '../find-by-key.ts';

/** The tabs a tender's own CDB copy fills; stored beside its portal shape (the tabs column). */
export interface TenderOwnTabs {
  questions: TenderQuestionsAnswer['data'];
  complaints: TenderComplaintsAnswer['data'];
  agreements: Agreement[];
  contracts: Contract[];
}

/** The tabs of a tender known only through objects joined to it (its CDB copy fills none). */
export const NO_OWN_TABS: TenderOwnTabs = {
  questions: { questions: [], claims: [] },
  complaints: {
    tenderComplaints: [],
    awardComplaints: [],
    qualificationComplaints: [],
    cancellationComplaints: [],
  },
  agreements: [],
  contracts: [],
};

export interface TabSubject {
  /** The internal tender id the joined tables refer to. */
  id: string;
  /** What the tender itself holds for its tabs; none when only joined objects know the id. */
  tabs: TenderOwnTabs;
}

/**
 * The tender a tab is asked for, by internal id or tenderID. A tender that is not loaded but
 * that monitorings, contracts or agreements name by tender_id still answers (with only those).
 * Only the own lists named in `lists` are read; the others answer empty.
 */
export const findTabSubject = async (
  db: Queryable,
  idOrTenderId: string,
  lists: readonly (keyof TenderOwnTabs)[],
): Promise<TabSubject | null> => {
  const read = lists.map((list) => `'${list}', tabs->'${list}'`).join(', ');
  const tender = await findByKey<{ id: string; tabs: Record<string, unknown> | null }>(
    db,
    'tenders',
    read ? `id, json_build_object(${read}) AS tabs` : 'id, NULL AS tabs',
    idOrTenderId,
  );
  if (tender) {
    // A row stored before the tabs column existed holds '{}': its lists read as null.
    const stored = Object.entries(tender.tabs ?? {}).filter(([, list]) => list !== null);
    return {
      id: tender.id,
      tabs: { ...NO_OWN_TABS, ...(Object.fromEntries(stored) as Partial<TenderOwnTabs>) },
    };
  }
  const joined = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM monitorings WHERE tender_id = $1)
         OR EXISTS (SELECT 1 FROM contracts WHERE tender_id = $1)
         OR EXISTS (SELECT 1 FROM agreements WHERE tender_id = $1) AS found`,
    [idOrTenderId],
  );
  return joined.rows[0]?.found ? { id: idOrTenderId, tabs: NO_OWN_TABS } : null;
};

/** The agreements and contracts of the agreements and contracting APIs that name the tender. */
export const joinedAgreements = async (
  db: Queryable,
  tenderId: string,
): Promise<{ agreements: Agreement[]; contracts: Contract[] }> => ({
  agreements: await dataJoinedTo<Agreement>(db, 'agreements', 'tender_id', tenderId),
  contracts: await dataJoinedTo<Contract>(db, 'contracts', 'tender_id', tenderId),
});

export const monitoringsTab = async (db: Queryable, tenderId: string): Promise<Monitoring[]> => {
  const { rows } = await db.query<{ data: Monitoring }>(
    `SELECT data FROM monitorings WHERE tender_id = $1
     ORDER BY data->>'dateCreated', id`,
    [tenderId],
  );
  return rows.map((row) => row.data);
};

/** How many monitorings, and contracts plus agreements, are joined to each of `ids`. */
export const joinedCounts = async (
  db: Queryable,
  ids: readonly string[],
): Promise<{ id: string; monitorings: number; others: number }[]> => {
  const { rows } = await db.query<{ id: string; monitorings: number; others: number }>(
    `SELECT t.id, (SELECT count(*)::int FROM monitorings m WHERE m.tender_id = t.id) AS monitorings,
            (SELECT count(*)::int FROM contracts c WHERE c.tender_id = t.id)
          + (SELECT count(*)::int FROM agreements a WHERE a.tender_id = t.id) AS others
     FROM unnest($1::text[]) AS t(id)`,
    [ids],
  );
  return rows;
};

/** What the contract rules need of a stored tender: its flags and its awards (portal shapes). */
export const storedFlagInputs = async (
  db: Queryable,
  id: string,
): Promise<{ flags: Flag[]; awards: Pick<Award, 'id' | 'lotID' | 'value'>[] }> => {
  const { rows } = await db.query<{
    flags: Flag[] | null;
    awards: Pick<Award, 'id' | 'lotID' | 'value'>[] | null;
  }>(`SELECT data->'flags' AS flags, data->'awards' AS awards FROM tenders WHERE id = $1`, [id]);
  return { flags: rows[0]?.flags ?? [], awards: rows[0]?.awards ?? [] };
};

/** Stores a tender's tab counters of joined objects, and its flags with their codes. */
export const storeTabCounters = async (
  db: Queryable,
  id: string,
  {
    monitorings,
    agreements,
    flags,
    flagCodes,
  }: { monitorings: number; agreements: number; flags: Flag[]; flagCodes: string[] },
): Promise<void> => {
  await db.query(
    `UPDATE tenders SET data = jsonb_set(jsonb_set(jsonb_set(data::jsonb,
         '{tabCounters,monitorings}', $2::jsonb), '{tabCounters,agreements}', $3::jsonb),
         '{flags}', $4::jsonb)::json, flag_codes = $5::text[]
       WHERE id = $1`,
    [id, JSON.stringify(monitorings), JSON.stringify(agreements), JSON.stringify(flags), flagCodes],
  );
};
