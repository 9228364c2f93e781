import { matchPath } from 'react-router-dom';
import { existingLocalDb } from '../../../lib/local-db';
import { withStorage } from '../../../lib/storage';
import { readSavedTenderRecords } from '../../../features/saved/store/saved-records';
import { findTenderRecord } from '../../../features/tender/api';

/**
 * When the stored copies a page shows were fetched: a tender page's held tender, the Saved
 * page's saved tenders; none for other pages (or on a device without a database).
 */
export async function heldAsOf(pathname: string): Promise<number[]> {
  const tender = matchPath({ path: '/tender/:id', end: false }, pathname)?.params.id;
  const saved = matchPath('/saved', pathname) !== null;
  if (!tender && !saved) return [];
  const db = await existingLocalDb();
  if (!db) return [];
  const records = tender
    ? withStorage('read stored time', () => findTenderRecord(db, tender)).then((record) =>
        record ? [record] : [],
      )
    : readSavedTenderRecords(db);
  return records
    .then((held) => held.map((record) => record.storedAt))
    .catch((error: unknown) => {
      console.error('The offline banner could not read the stored copies', error);
      return [];
    });
}
