import type { Tender } from '../../../../contract/tender';
import type { PortalDb } from '../../../lib/db';
import { withStorage } from '../../../lib/storage';

/** The held copies of every saved tender (a saved mark without its copy is skipped). */
export function readSavedTenders(db: PortalDb): Promise<Tender[]> {
  return withStorage('read saved tenders', () =>
    db.transaction('r', [db.savedTenders, db.tenders], async () => {
      const ids = await db.savedTenders.toCollection().primaryKeys();
      const records = await db.tenders.bulkGet(ids);
      return records.flatMap((record) => (record ? [record.data] : []));
    }),
  );
}
