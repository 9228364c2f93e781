import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { PortalDb, SavedSearchRecord } from '../../../lib/db';
import { existingLocalDb } from '../../../lib/local-db';
import { listSavedSearches, removeSearch } from '../store/saved-searches';

export interface SavedSearchesState {
  /** Undefined while the device's database is being read. */
  searches: SavedSearchRecord[] | undefined;
  remove: (id: string) => Promise<void>;
}

/** The saved searches, kept current as checks update their counts; none without a database. */
export function useSavedSearches(): SavedSearchesState {
  const [db, setDb] = useState<PortalDb | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void existingLocalDb()
      .catch(() => undefined)
      .then((found) => {
        if (live) setDb(found ?? null);
      });
    return () => {
      live = false;
    };
  }, []);
  const searches = useLiveQuery(
    () => (db ? listSavedSearches(db) : Promise.resolve(db === null ? [] : undefined)),
    [db],
  );
  const remove = (id: string): Promise<void> => (db ? removeSearch(db, id) : Promise.resolve());
  return { searches, remove };
}
