/** The data of the tender tabs: the tender's own lists joined with contracts, agreements, monitorings. */
import type {
  Agreement,
  Contract,
  Monitoring,
  TenderAgreementsAnswer,
} from '../../../contract/tender-tabs.ts';
import type { Flag } from '../../../contract/flags.ts';
import { flagCodes, withContractFlags, type FlagAward } from '../../flags/index.ts';
import { mergeById } from '../../ingest/transform/tabs/agreements.ts';
import { NO_OWN_TABS, type TenderOwnTabs } from '../../ingest/transform/tabs/own-tabs.ts';
import type { Queryable } from '../database.ts';
import { updateOrgFlagCodes } from '../org-tenders.ts';
import { dataJoinedTo, findByKey } from '../find-by-key.ts';

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

/** The own lists the agreements tab shows. */
export const AGREEMENTS_TAB_LISTS = ['agreements', 'contracts'] as const;

/** Agreements and contracts: the agreements/contracting-API objects first, then the tender's own. */
export const agreementsTab = async (
  db: Queryable,
  subject: TabSubject,
): Promise<TenderAgreementsAnswer['data']> => ({
  agreements: mergeById(
    await dataJoinedTo<Agreement>(db, 'agreements', 'tender_id', subject.id),
    subject.tabs.agreements,
  ),
  contracts: mergeById(
    await dataJoinedTo<Contract>(db, 'contracts', 'tender_id', subject.id),
    subject.tabs.contracts,
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

/** What the contract rules need of a stored tender: its flags and its awards (portal shapes). */
const storedFlagInputs = async (
  db: Queryable,
  id: string,
): Promise<{ flags: Flag[]; awards: FlagAward[] }> => {
  const { rows } = await db.query<{ flags: Flag[] | null; awards: FlagAward[] | null }>(
    `SELECT data->'flags' AS flags, data->'awards' AS awards FROM tenders WHERE id = $1`,
    [id],
  );
  return { flags: rows[0]?.flags ?? [], awards: rows[0]?.awards ?? [] };
};

/**
 * tabCounters.monitorings and .agreements count joined objects, and the contract flags read the
 * contracting-API contracts: they are recomputed whenever the tender or an object joined to it
 * is loaded, so the load order does not matter. Tenders with nothing joined keep the counters
 * and flags their transform set (one query for all of them).
 */
export const refreshTabCounters = async (db: Queryable, tenderIds: Iterable<string>) => {
  const ids = [...new Set(tenderIds)];
  if (ids.length === 0) return;
  const { rows } = await db.query<{ id: string; monitorings: number; others: number }>(
    `SELECT t.id, (SELECT count(*)::int FROM monitorings m WHERE m.tender_id = t.id) AS monitorings,
            (SELECT count(*)::int FROM contracts c WHERE c.tender_id = t.id)
          + (SELECT count(*)::int FROM agreements a WHERE a.tender_id = t.id) AS others
     FROM unnest($1::text[]) AS t(id)`,
    [ids],
  );
  for (const { id, monitorings, others } of rows) {
    if (monitorings + others === 0) continue;
    const subject = await findTabSubject(db, id, AGREEMENTS_TAB_LISTS);
    if (!subject) continue;
    const agreements = await agreementsTab(db, subject);
    const stored = await storedFlagInputs(db, id);
    const flags = withContractFlags(stored.flags, agreements.contracts, stored.awards);
    await db.query(
      `UPDATE tenders SET data = jsonb_set(jsonb_set(jsonb_set(data::jsonb,
         '{tabCounters,monitorings}', $2::jsonb), '{tabCounters,agreements}', $3::jsonb),
         '{flags}', $4::jsonb)::json, flag_codes = $5::text[]
       WHERE id = $1`,
      [
        id,
        JSON.stringify(monitorings),
        JSON.stringify(agreements.agreements.length + agreements.contracts.length),
        JSON.stringify(flags),
        flagCodes(flags),
      ],
    );
    await updateOrgFlagCodes(db, id, flagCodes(flags));
  }
};
