import { db } from '../../../lib/db';
import { fromServer } from '../../../lib/http';
import { LOCAL_DB_NAME } from '../../../lib/local-db-name';
import { refreshSavedTender } from './refresh-one';

/**
 * A watch's notification about a tender saved on this device refreshes its copy at once (the
 * service worker calls it), so what the notification tells is there to read offline. The
 * database is opened only where it exists (a service worker cannot load Dexie on demand).
 */
export async function refreshSavedByTenderID(tenderID: string): Promise<void> {
  const databases = await indexedDB.databases();
  if (!databases.some((database) => database.name === LOCAL_DB_NAME)) return;
  const saved = await db.savedTenders.where('tenderID').equals(tenderID).first();
  if (saved) await refreshSavedTender(db, saved.id, fromServer());
}
