import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { ChangeRecord } from '../../lib/db';
import { markChangesRead, unreadChangesOf } from './store/changes';
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

/**
 * A tender's unread changes, as they arrive (a background refresh may find some while the
 * page is open), marked read once shown; they stay listed until the page is left.
 */
export function useSeenChanges(tenderId: string): ChangeRecord[] {
  const db = useLocalDb();
  const unread = useLiveQuery(
    () =>
      db
        ? unreadChangesOf(db, tenderId).catch((error: unknown) => {
            console.warn('The unread changes could not be read', error);
            return undefined;
          })
        : undefined,
    [db, tenderId],
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
    markChangesRead(db, seqs).catch((error: unknown) => {
      console.warn('Could not mark changes as read', error);
    });
  }, [db, unread]);
  return seen;
}
