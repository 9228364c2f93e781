import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { PortalDb } from '../../../lib/db';
import { existingLocalDb } from '../../../lib/local-db';
import { listSavedTenders } from '../store/saved-tenders';
import type { SavedTender } from '../store/saved-tenders';

export type SavedTendersState =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; tenders: SavedTender[] };

const NONE: SavedTendersState = { kind: 'ready', tenders: [] };

/**
 * The saved tenders with their copies, kept current as they are saved, removed or refreshed.
 * A device without a database has none (and loads no Dexie to say so).
 */
export function useSavedTenders(): { state: SavedTendersState; db: PortalDb | undefined } {
  const [db, setDb] = useState<PortalDb | null>();
  useEffect(() => {
    let live = true;
    existingLocalDb().then(
      (found) => {
        if (live) setDb(found ?? null);
      },
      (error: unknown) => {
        console.error('The local database could not be opened', error);
        if (live) setDb(null);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  const listed = useLiveQuery(async (): Promise<SavedTendersState | undefined> => {
    if (!db) return undefined;
    try {
      return { kind: 'ready', tenders: await listSavedTenders(db) };
    } catch (error) {
      console.error('The saved tenders could not be read', error);
      return { kind: 'failed' };
    }
  }, [db]);
  if (db === null) return { state: NONE, db: undefined };
  return { state: listed ?? { kind: 'loading' }, db };
}
