import { useEffect, useState } from 'react';
import type { PortalDb, SavedSearchRecord } from '../../../lib/db';
import { existingLocalDb } from '../../../lib/local-db';
import { listSavedSearches, removeSearch } from '../store/saved-searches';

export interface SavedSearchesState {
  /** Undefined while the device's database is being read. */
  searches: SavedSearchRecord[] | undefined;
  remove: (id: string) => Promise<void>;
}

/**
 * The saved searches, kept current as checks update their counts (Dexie's live query, not
 * dexie-react-hooks: that package makes the bundler move shared code into the first load).
 * None on a device without a database.
 */
export function useSavedSearches(): SavedSearchesState {
  const [db, setDb] = useState<PortalDb>();
  const [searches, setSearches] = useState<SavedSearchRecord[]>();
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    const watch = async () => {
      const found = await existingLocalDb();
      if (!found) {
        if (live) setSearches([]);
        return;
      }
      const { liveQuery } = await import('../../../lib/db');
      if (!live) return;
      setDb(found);
      const subscription = liveQuery(() => listSavedSearches(found)).subscribe({
        next: setSearches,
        error: (error: unknown) => {
          console.error('Saved searches could not be read', error);
        },
      });
      stop = () => {
        subscription.unsubscribe();
      };
    };
    watch().catch((error: unknown) => {
      console.error('Saved searches could not be read', error);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  const remove = (id: string): Promise<void> => (db ? removeSearch(db, id) : Promise.resolve());
  return { searches, remove };
}
