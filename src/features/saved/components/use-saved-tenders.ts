import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { PortalDb } from '../../../lib/db';
import { existingLocalDb } from '../../../lib/local-db';
import { listSavedTenders } from '../store/saved-tenders';
import type { SavedTender } from '../store/saved-tenders';
import { useLocalDb } from '../../../lib/use-local-db';

export type SavedTendersState =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; tenders: SavedTender[] };

/**
 * The saved tenders with their copies, kept current as they are saved, removed or refreshed.
 * A device without a database has none.
 */
export function useSavedTenders(): { state: SavedTendersState; db: PortalDb | undefined } {
  const db = useLocalDb(existingLocalDb);
  const [failed, setFailed] = useState(false);
  const tenders = useLiveQuery(
    () =>
      db
        ? listSavedTenders(db).catch((error: unknown) => {
            console.error('The saved tenders could not be read', error);
            setFailed(true);
            return undefined;
          })
        : undefined,
    [db],
  );
  if (db === null) return { state: { kind: 'ready', tenders: [] }, db: undefined };
  const state: SavedTendersState = failed
    ? { kind: 'failed' }
    : tenders
      ? { kind: 'ready', tenders }
      : { kind: 'loading' };
  return { state, db };
}
