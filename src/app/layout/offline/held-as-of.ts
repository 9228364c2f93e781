import { matchPath } from 'react-router-dom';
import type { PortalDb } from '../../../lib/db';
import { existingLocalDb } from '../../../lib/local-db';
import { withStorage } from '../../../lib/storage';

async function tenderStoredAt(db: PortalDb, id: string): Promise<number[]> {
  const record =
    (await db.tenders.get(id)) ?? (await db.tenders.where('tenderID').equals(id).first());
  return record ? [record.storedAt] : [];
}

async function savedStoredAt(db: PortalDb): Promise<number[]> {
  const ids = await db.savedTenders.toCollection().primaryKeys();
  const records = await db.tenders.bulkGet(ids);
  return records.flatMap((record) => (record ? [record.storedAt] : []));
}

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
  return withStorage('read stored times', () =>
    tender ? tenderStoredAt(db, tender) : savedStoredAt(db),
  ).catch((error: unknown) => {
    console.error('The offline banner could not read the stored copies', error);
    return [];
  });
}
