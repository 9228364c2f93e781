import { useEffect, useState } from 'react';
import { liveQuery } from './db';
import type { PortalDb } from './db';

const warn = (error: unknown): void => {
  console.warn('A live query of the local database failed', error);
};

/**
 * A query's answer, kept current as the database changes; undefined until the first answer
 * (or while there is no `db`). Dexie's own hook (dexie-react-hooks) imports all of React's API
 * as a namespace, which keeps the whole compat layer in the first load; this does not. Only for
 * code that is loaded lazily: it brings Dexie.
 */
export function useLiveQuery<T>(
  db: PortalDb | null | undefined,
  query: (db: PortalDb) => Promise<T>,
  deps: readonly unknown[],
  onError: (error: unknown) => void = warn,
): T | undefined {
  const [answer, setAnswer] = useState<T>();
  useEffect(() => {
    if (!db) return undefined;
    const subscription = liveQuery(() => query(db)).subscribe({ next: setAnswer, error: onError });
    return () => {
      subscription.unsubscribe();
    };
    // The caller's deps name what the query reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, ...deps]);
  return answer;
}
