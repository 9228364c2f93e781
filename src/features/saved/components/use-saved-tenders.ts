import { useEffect, useState } from 'react';
import { liveQuery } from '../../../lib/db';
import type { PortalDb } from '../../../lib/db';
import { existingLocalDb } from '../../../lib/local-db';
import { listSavedTenders } from '../store/saved-tenders';
import type { SavedTender } from '../store/saved-tenders';

export type SavedTendersState =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; tenders: SavedTender[] };

const NONE: SavedTendersState = { kind: 'ready', tenders: [] };

/**
 * The saved tenders with their copies, kept current as they are saved, removed or refreshed.
 * A device without a database has none.
 */
export function useSavedTenders(): { state: SavedTendersState; db: PortalDb | undefined } {
  const [db, setDb] = useState<PortalDb | null>();
  const [state, setState] = useState<SavedTendersState>({ kind: 'loading' });
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
  useEffect(() => {
    if (!db) return undefined;
    const subscription = liveQuery(() => listSavedTenders(db)).subscribe({
      next: (tenders) => {
        setState({ kind: 'ready', tenders });
      },
      error: (error: unknown) => {
        console.error('The saved tenders could not be read', error);
        setState({ kind: 'failed' });
      },
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [db]);
  return db === null ? { state: NONE, db: undefined } : { state, db };
}
