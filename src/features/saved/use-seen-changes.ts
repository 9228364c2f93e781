import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { ChangeRecord } from '../../lib/db';
import {
  markChangesRead,
  markChangesShown,
  unreadChangesOf,
  unshownChangesOf,
} from './store/changes';
import { useLocalDb } from '../../lib/use-local-db';

/** `listed` with the entries of `arrived` it lacks, by key; the same array when none is new. */
export function withArrived<T>(
  listed: T[],
  arrived: readonly T[],
  key: (entry: T) => unknown,
): T[] {
  const known = new Set(listed.map(key));
  const added = arrived.filter((entry) => !known.has(key(entry)));
  return added.length ? [...listed, ...added] : listed;
}

/** Where the changes are shown: /saved, or the tender's own page. */
export type ChangesPlace = 'saved' | 'tender';

const READS = {
  saved: { pending: unreadChangesOf, mark: markChangesRead },
  tender: { pending: unshownChangesOf, mark: markChangesShown },
} as const;

/**
 * A tender's changes not yet seen where they are shown, as they arrive (a background refresh or
 * the page's own load may find some while it is open), marked seen once shown; they stay listed
 * until the page is left. /saved lists the unread ones; the tender's page those it has not shown
 * (read on /saved or not).
 */
export function useSeenChanges(tenderId: string, place: ChangesPlace = 'saved'): ChangeRecord[] {
  const db = useLocalDb();
  const { pending, mark } = READS[place];
  const unread = useLiveQuery(
    () =>
      db
        ? pending(db, tenderId).catch((error: unknown) => {
            console.warn('The unread changes could not be read', error);
            return undefined;
          })
        : undefined,
    [db, tenderId, pending],
  );
  const [seen, setSeen] = useState<ChangeRecord[]>([]);
  const [counted, setCounted] = useState(unread);
  if (unread !== counted) {
    setCounted(unread);
    if (unread?.length) setSeen(withArrived(seen, unread, (change) => change.seq));
  }
  useEffect(() => {
    if (!db || !unread?.length) return;
    const seqs = unread.flatMap((change) => (change.seq === undefined ? [] : [change.seq]));
    mark(db, seqs).catch((error: unknown) => {
      console.warn('Could not mark changes as read', error);
    });
  }, [db, unread, mark]);
  return seen;
}
