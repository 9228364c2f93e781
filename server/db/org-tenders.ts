import type { OrgContact } from '../../contract/org.ts';
import { SqlParams } from './sql-params.ts';
import type { Queryable } from './database.ts';

/** An organisation's role in a tender. */
export type OrgRole = 'buyer' | 'entity' | 'bidder';

/** One row of org_tenders (migration 012): what one tender adds to one organisation's profile. */
export interface OrgContribution {
  tenderId: string;
  edrpou: string;
  role: OrgRole;
  year: number | null;
  dateModified: string;
  name: string | null;
  contact: OrgContact | null;
  status: string;
  procurementMethodType: string;
  competitive: boolean;
  cpvGroup: string | null;
  expectedUah: number | null;
  awardedUah: number;
  lots: number;
  bids: number;
  singleBidLots: number;
  wins: number;
  disqualifications: number;
  flagCodes: string[];
}

/** Rows per INSERT (19 parameters each, far below PostgreSQL's 65,535). */
const ROWS_PER_STATEMENT = 200;

const COLUMNS: [string, string, (row: OrgContribution) => unknown][] = [
  ['tender_id', '', (row) => row.tenderId],
  ['edrpou', '', (row) => row.edrpou],
  ['role', '', (row) => row.role],
  ['year', '::integer', (row) => row.year],
  ['date_modified', '::timestamptz', (row) => row.dateModified],
  ['name', '', (row) => row.name],
  ['contact', '::json', (row) => (row.contact ? JSON.stringify(row.contact) : null)],
  ['status', '', (row) => row.status],
  ['procurement_method_type', '', (row) => row.procurementMethodType],
  ['competitive', '::boolean', (row) => row.competitive],
  ['cpv_group', '', (row) => row.cpvGroup],
  ['expected_uah', '::double precision', (row) => row.expectedUah],
  ['awarded_uah', '::double precision', (row) => row.awardedUah],
  ['lots', '::integer', (row) => row.lots],
  ['bids', '::integer', (row) => row.bids],
  ['single_bid_lots', '::integer', (row) => row.singleBidLots],
  ['wins', '::integer', (row) => row.wins],
  ['disqualifications', '::integer', (row) => row.disqualifications],
  ['flag_codes', '::text[]', (row) => row.flagCodes],
];

/**
 * Replaces the profile rows (migration 012) of the tenders just written with the rows their
 * stored version contributes. Call it in the transaction that wrote the tenders.
 */
export const replaceOrgTenders = async (
  db: Queryable,
  tenderIds: readonly string[],
  rows: readonly OrgContribution[],
): Promise<void> => {
  if (tenderIds.length === 0) return;
  await db.query('DELETE FROM org_tenders WHERE tender_id = ANY($1::text[])', [tenderIds]);
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const params = new SqlParams();
    const tuples = rows
      .slice(start, start + ROWS_PER_STATEMENT)
      .map(
        (row) =>
          `(${COLUMNS.map(([, cast, value]) => `${params.add(value(row))}${cast}`).join(', ')})`,
      );
    await db.query(
      `INSERT INTO org_tenders (${COLUMNS.map(([name]) => name).join(', ')})
       VALUES ${tuples.join(',\n')}`,
      params.values,
    );
  }
};

/** Keeps the rows' flag codes those of the tender after the contract rules are rerun. */
export const updateOrgFlagCodes = async (
  db: Queryable,
  tenderId: string,
  codes: readonly string[],
): Promise<void> => {
  await db.query('UPDATE org_tenders SET flag_codes = $2::text[] WHERE tender_id = $1', [
    tenderId,
    codes,
  ]);
};
