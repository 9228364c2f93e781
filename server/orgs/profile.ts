/**
 * An organisation's profile (contract/org.ts) summed from its rows of org_tenders (migration
 * 012) through the (edrpou, role) index: the cost grows with the organisation's tenders, never
 * with the whole database. The same SQL on PGlite and PostgreSQL.
 */
import type {
  BidderProfile,
  BuyerProfile,
  OrgContact,
  OrgCount,
  OrgCpvGroup,
  OrgPartner,
  OrgProfile,
} from '../../contract/org.ts';
import type { Queryable } from '../db/database.ts';

/** Top lists (CPV groups, suppliers, buyers) are this long. */
export const TOP = 10;

/** Registry codes: EDRPOU, IPN and foreign or legacy identifiers (letters, digits, - . _). */
export const ORG_CODE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}._-]{0,63}$/u;

interface Totals {
  role: 'buyer' | 'entity' | 'bidder';
  tenders: number;
  expected: number;
  awarded: number;
  competitive: number;
  lots: number;
  bids: number;
  single_bid_lots: number;
  wins: number;
  tenders_won: number;
  disqualifications: number;
  flagged: number;
  date_modified: string;
}

const TOTALS_SQL = `
  SELECT role, count(*)::int AS tenders,
    coalesce(sum(expected_uah), 0)::float8 AS expected,
    coalesce(sum(awarded_uah), 0)::float8 AS awarded,
    count(*) FILTER (WHERE competitive)::int AS competitive,
    coalesce(sum(lots), 0)::int AS lots, coalesce(sum(bids), 0)::int AS bids,
    coalesce(sum(single_bid_lots), 0)::int AS single_bid_lots,
    coalesce(sum(wins), 0)::int AS wins,
    count(*) FILTER (WHERE wins > 0)::int AS tenders_won,
    coalesce(sum(disqualifications), 0)::int AS disqualifications,
    count(*) FILTER (WHERE cardinality(flag_codes) > 0)::int AS flagged,
    max(date_modified) AS date_modified
  FROM org_tenders WHERE edrpou = $1 GROUP BY role`;

const isoOf = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

const counts = async (db: Queryable, edrpou: string, column: string): Promise<OrgCount[]> => {
  const { rows } = await db.query<{ key: string; count: number }>(
    `SELECT ${column} AS key, count(*)::int AS count FROM org_tenders
     WHERE edrpou = $1 AND role = 'buyer' GROUP BY ${column} ORDER BY count DESC, key`,
    [edrpou],
  );
  return rows;
};

const flagCounts = async (db: Queryable, edrpou: string): Promise<OrgCount[]> => {
  const { rows } = await db.query<{ key: string; count: number }>(
    `SELECT code AS key, count(*)::int AS count
     FROM org_tenders, unnest(flag_codes) AS code
     WHERE edrpou = $1 AND role = 'buyer' GROUP BY code ORDER BY count DESC, code`,
    [edrpou],
  );
  return rows;
};

const topCpv = async (db: Queryable, edrpou: string, role: string): Promise<OrgCpvGroup[]> => {
  const { rows } = await db.query<OrgCpvGroup>(
    `SELECT cpv_group AS code, count(*)::int AS count,
       coalesce(sum(${role === 'buyer' ? 'expected_uah' : 'awarded_uah'}), 0)::float8 AS value
     FROM org_tenders WHERE edrpou = $1 AND role = $2 AND cpv_group IS NOT NULL
     GROUP BY cpv_group ORDER BY count DESC, value DESC, cpv_group LIMIT ${TOP}`,
    [edrpou, role],
  );
  return rows;
};

/**
 * The other side of the organisation's tenders: the suppliers of a buyer (those awarded, by the
 * value awarded to them) or the buyers of a bidder (by the value awarded to it), with their
 * latest names.
 */
const partners = async (
  db: Queryable,
  edrpou: string,
  side: 'buyer' | 'bidder',
): Promise<OrgPartner[]> => {
  const other = side === 'buyer' ? 'bidder' : 'buyer';
  const awarded = side === 'buyer' ? 'o.awarded_uah' : 'me.awarded_uah';
  const { rows } = await db.query<{
    edrpou: string;
    name: string | null;
    tenders: number;
    awarded: number;
  }>(
    `SELECT o.edrpou,
       (array_agg(o.name ORDER BY o.date_modified DESC) FILTER (WHERE o.name IS NOT NULL))[1] AS name,
       count(*)::int AS tenders, coalesce(sum(${awarded}), 0)::float8 AS awarded
     FROM org_tenders me JOIN org_tenders o ON o.tender_id = me.tender_id AND o.role = $2
     WHERE me.edrpou = $1 AND me.role = $3 AND o.edrpou <> $1
     GROUP BY o.edrpou ${side === 'buyer' ? 'HAVING sum(o.awarded_uah) > 0' : ''}
     ORDER BY awarded DESC, tenders DESC, o.edrpou LIMIT ${TOP}`,
    [edrpou, other, side],
  );
  return rows.map((row) => ({
    edrpou: row.edrpou,
    ...(row.name ? { name: row.name } : {}),
    tenders: row.tenders,
    awarded: row.awarded,
  }));
};

const buyerYears = async (db: Queryable, edrpou: string) => {
  const { rows } = await db.query<{
    year: number;
    tenders: number;
    expected: number;
    awarded: number;
  }>(
    `SELECT year, count(*)::int AS tenders, coalesce(sum(expected_uah), 0)::float8 AS expected,
       coalesce(sum(awarded_uah), 0)::float8 AS awarded
     FROM org_tenders WHERE edrpou = $1 AND role = 'buyer' AND year IS NOT NULL
     GROUP BY year ORDER BY year`,
    [edrpou],
  );
  return rows;
};

const bidderYears = async (db: Queryable, edrpou: string) => {
  const { rows } = await db.query<{ year: number; tenders: number; won: number; awarded: number }>(
    `SELECT year, count(*)::int AS tenders, count(*) FILTER (WHERE wins > 0)::int AS won,
       coalesce(sum(awarded_uah), 0)::float8 AS awarded
     FROM org_tenders WHERE edrpou = $1 AND role = 'bidder' AND year IS NOT NULL
     GROUP BY year ORDER BY year`,
    [edrpou],
  );
  return rows;
};

/** Its names, the latest first, and the contact of its latest tender that gives one. */
const namesAndContact = async (
  db: Queryable,
  edrpou: string,
): Promise<{ names: string[]; contact?: OrgContact }> => {
  const { rows } = await db.query<{ name: string }>(
    `SELECT name FROM org_tenders WHERE edrpou = $1 AND name IS NOT NULL
     GROUP BY name ORDER BY max(date_modified) DESC, name`,
    [edrpou],
  );
  const contact = await db.query<{ contact: OrgContact }>(
    `SELECT contact FROM org_tenders WHERE edrpou = $1 AND contact IS NOT NULL
     ORDER BY (role = 'bidder'), date_modified DESC, tender_id LIMIT 1`,
    [edrpou],
  );
  const found = contact.rows[0]?.contact;
  return { names: rows.map((row) => row.name), ...(found ? { contact: found } : {}) };
};

const buyerProfile = async (db: Queryable, edrpou: string, t: Totals): Promise<BuyerProfile> => {
  const flags = await flagCounts(db, edrpou);
  return {
    tenders: t.tenders,
    byStatus: await counts(db, edrpou, 'status'),
    byProcedure: await counts(db, edrpou, 'procurement_method_type'),
    expectedValue: t.expected,
    awardedValue: t.awarded,
    competitiveTenders: t.competitive,
    lotsWithBids: t.lots,
    bidsOnLots: t.bids,
    singleBidLots: t.single_bid_lots,
    flags,
    flaggedTenders: t.flagged,
    topCpv: await topCpv(db, edrpou, 'buyer'),
    topSuppliers: await partners(db, edrpou, 'buyer'),
    years: await buyerYears(db, edrpou),
  };
};

const bidderProfile = async (db: Queryable, edrpou: string, t: Totals): Promise<BidderProfile> => ({
  tenders: t.tenders,
  bids: t.bids,
  wins: t.wins,
  tendersWon: t.tenders_won,
  disqualifications: t.disqualifications,
  awardedValue: t.awarded,
  topBuyers: await partners(db, edrpou, 'bidder'),
  topCpv: await topCpv(db, edrpou, 'bidder'),
  years: await bidderYears(db, edrpou),
});

/** The profile of a registry code, or undefined when no stored real tender names it. */
export const orgProfile = async (
  db: Queryable,
  edrpou: string,
  now: Date = new Date(),
): Promise<OrgProfile | undefined> => {
  const { rows } = await db.query<Totals>(TOTALS_SQL, [edrpou]);
  if (rows.length === 0) return undefined;
  const byRole = new Map(rows.map((row) => [row.role, row]));
  const buyer = byRole.get('buyer');
  const bidder = byRole.get('bidder');
  const latest =
    rows
      .map((row) => isoOf(row.date_modified))
      .sort()
      .at(-1) ?? now.toISOString();
  return {
    edrpou,
    ...(await namesAndContact(db, edrpou)),
    dateModified: latest,
    countedAt: now.toISOString(),
    ...(buyer ? { buyer: await buyerProfile(db, edrpou, buyer) } : {}),
    entityTenders: byRole.get('entity')?.tenders ?? 0,
    ...(bidder ? { bidder: await bidderProfile(db, edrpou, bidder) } : {}),
  };
};
