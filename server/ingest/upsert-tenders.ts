import type { Queryable } from '../db/database.ts';
import type { UpsertOutcome } from '../db/entities/upsert.ts';
import { replaceOrgTenders, type OrgContribution } from '../db/org-tenders.ts';
import { writeTenderRows, type TenderColumn } from '../db/tender-rows.ts';
import type { CdbTender } from './cdb.ts';
import { tenderRow } from './tender-columns.ts';

/** Rows per INSERT: small statements keep PostgreSQL writing while Node transforms the next. */
const ROWS_PER_STATEMENT = 25;

/** Each id once, in its newest version; on equal dateModified the first one given. */
const newestById = (cdbs: readonly CdbTender[]): Map<string, CdbTender> => {
  const newest = new Map<string, CdbTender>();
  for (const cdb of cdbs) {
    const kept = newest.get(cdb.id);
    if (!kept || Date.parse(cdb.dateModified) > Date.parse(kept.dateModified)) {
      newest.set(cdb.id, cdb);
    }
  }
  return newest;
};

/**
 * Idempotent upsert by id: the newer dateModified wins; an equal one is replaced only when it
 * was stored by an older transform. Answers one outcome per tender given, in order; a tender
 * superseded by a newer copy in the same call is 'unchanged'. The profile rows of the tenders
 * written are replaced with them (migration 012). PostgreSQL writes one statement's rows while
 * Node transforms the next ones.
 */
export const upsertTenders = async (
  db: Queryable,
  cdbs: readonly CdbTender[],
): Promise<UpsertOutcome[]> => {
  const newest = [...newestById(cdbs).values()];
  const outcomes = new Map<string, UpsertOutcome>();
  // Each statement starts when the one before has answered (one connection runs one at a time).
  let written: Promise<void> = Promise.resolve();
  try {
    for (let start = 0; start < newest.length; start += ROWS_PER_STATEMENT) {
      const rows: TenderColumn[][] = [];
      const orgs = new Map<string, OrgContribution[]>();
      for (const cdb of newest.slice(start, start + ROWS_PER_STATEMENT)) {
        const row = tenderRow(cdb);
        rows.push(row.columns);
        orgs.set(cdb.id, row.orgs);
        // Lets the driver take PostgreSQL's answer, so the next statement goes out without
        // waiting for these rows to be transformed.
        if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      }
      written = written.then(async () => {
        const stored = await writeTenderRows(db, rows);
        for (const row of stored) {
          outcomes.set(row.id, row.inserted ? 'inserted' : 'updated');
        }
        // Only the tenders this statement wrote: an older copy given leaves the profiles as they are.
        const ids = stored.map((row) => row.id);
        await replaceOrgTenders(
          db,
          ids,
          ids.flatMap((id) => orgs.get(id) ?? []),
        );
      });
      // Awaited below; this only keeps a failure from counting as unhandled meanwhile.
      written.catch(() => undefined);
    }
  } catch (error) {
    // A transform failed: let the statement in flight end before the caller rolls back.
    await written.catch(() => undefined);
    throw error;
  }
  await written;
  const stored = new Set(newest);
  return cdbs.map((cdb) => (stored.has(cdb) ? (outcomes.get(cdb.id) ?? 'unchanged') : 'unchanged'));
};

export const upsertTender = async (db: Queryable, cdb: CdbTender): Promise<UpsertOutcome> =>
  (await upsertTenders(db, [cdb]))[0] ?? 'unchanged';
