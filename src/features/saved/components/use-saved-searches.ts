import { useLiveQuery } from 'dexie-react-hooks';
import type { SavedSearchRecord } from '../../../lib/db';
import { existingLocalDb } from '../../../lib/local-db';
import { listSavedSearches, removeSearch } from '../../search';
import { useLocalDb } from '../../../lib/use-local-db';

export interface SavedSearchesState {
  /** Undefined while the device's database is being read. */
  searches: SavedSearchRecord[] | undefined;
  remove: (id: string) => Promise<void>;
}

const logFailure = (error: unknown): undefined => {
  console.error('Saved searches could not be read', error);
  return undefined;
};

/**
 * The saved searches, kept current as checks update their counts. None on a device without a
 * database.
 */
export function useSavedSearches(): SavedSearchesState {
  const db = useLocalDb(existingLocalDb);
  const searches = useLiveQuery(
    () => (db ? listSavedSearches(db).catch(logFailure) : undefined),
    [db],
  );
  const remove = (id: string): Promise<void> => (db ? removeSearch(db, id) : Promise.resolve());
  return { searches: db === null ? [] : searches, remove };
}
