import type { Tender } from '../../../../contract/tender';
import type { PortalDb, TenderRecord } from '../../../lib/db';
import { withStorage } from '../../../lib/storage';

/** The held records of every saved tender (a saved mark without its copy is skipped). */
export function readSavedTenderRecords(db: PortalDb): Promise<TenderRecord[]> {
  return withStorage('read saved tenders', () =>
    db.transaction('r', [db.savedTenders, db.tenders], async () => {
      const ids = await db.savedTenders.toCollection().primaryKeys();
      const records = await db.tenders.bulkGet(ids);
      return records.flatMap((record) => (record ? [record] : []));
    }),
  );
}

/** The held copies of every saved tender. */
export async function readSavedTenders(db: PortalDb): Promise<Tender[]> {
  return (await readSavedTenderRecords(db)).map((record) => record.data);
}
