import type { SavedSearchRecord } from '../../../lib/db';
import { existingLocalDb } from '../../../lib/local-db';
import { useLiveQuery } from '../../../lib/use-live-query';
import { listSavedSearches, removeSearch } from '../../search';
import { useLocalDb } from '../../../lib/use-local-db';

export interface SavedSearchesState {
  /** Undefined while the device's database is being read. */
  searches: SavedSearchRecord[] | undefined;
  remove: (id: string) => Promise<void>;
}

const logFailure = (error: unknown): void => {
  console.error('Saved searches could not be read', error);
};

/**
 * The saved searches, kept current as checks update their counts. None on a device without a
 * database.
 */
export function useSavedSearches(): SavedSearchesState {
  const db = useLocalDb(existingLocalDb);
  const searches = useLiveQuery(db, listSavedSearches, [], logFailure);
  const remove = (id: string): Promise<void> => (db ? removeSearch(db, id) : Promise.resolve());
  return { searches: db === null ? [] : searches, remove };
}
