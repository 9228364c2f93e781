import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useLang } from '../../../lib/i18n';
import { fromServer } from '../../../lib/http';
import { existingLocalDb } from '../../../lib/local-db';
import { useLocalDb } from '../../../lib/use-local-db';
import type { WatchRecord } from '../../../lib/db';
import type { NotifyState, WatchOutcome } from '../model/notify-switch';
import { failureOutcome } from './watch-outcome';
import { startWatch, stopOrphanWatches, stopWatch } from './watch-flow';
import { watchKey } from './watch-target';
import type { WatchTarget } from './watch-target';

const logFailure = (error: unknown): null => {
  console.error('The watch could not be read from this device', error);
  return null;
};

/** A saved item's watch as this device holds it, and the press that switches it. */
export function useWatch(target: WatchTarget): { state: NotifyState; toggle: () => void } {
  const db = useLocalDb(existingLocalDb);
  const lang = useLang();
  const key = watchKey(target);
  const record = useLiveQuery<WatchRecord | null | undefined>(
    () => (db ? db.watches.get(key).then((found) => found ?? null, logFailure) : undefined),
    [db, key],
  );
  const [busy, setBusy] = useState<'on' | 'off'>();
  const [outcome, setOutcome] = useState<WatchOutcome>();

  const toggle = () => {
    if (!db || record === undefined || busy) return;
    const turning = record ? 'off' : 'on';
    setBusy(turning);
    setOutcome(undefined);
    const press = record
      ? stopWatch(db, fromServer(), record)
      : startWatch(db, fromServer(), target, lang);
    void press
      .then(
        () => ({ kind: turning === 'on' ? 'started' : 'stopped' }) as const,
        (error: unknown) => {
          console.error(`The watch of ${key} could not be switched ${turning}`, error);
          return failureOutcome(error, turning);
        },
      )
      .then(setOutcome)
      .finally(() => {
        setBusy(undefined);
      });
  };
  return { state: { record: db === null ? null : record, busy, outcome }, toggle };
}

/**
 * Stops the watches of items no longer saved, whenever the saved lists change while /saved is
 * open (a removal here, or on a tender's page before).
 */
export function useOrphanWatchSweep(): void {
  const db = useLocalDb(existingLocalDb);
  const saved = useLiveQuery(
    () =>
      db
        ? Promise.all([db.savedTenders.count(), db.savedSearches.count(), db.watches.count()]).then(
            (counts) => counts.join(),
          )
        : undefined,
    [db],
  );
  useEffect(() => {
    if (!db || saved === undefined) return;
    stopOrphanWatches(db, fromServer()).catch((error: unknown) => {
      console.warn('Watches of removed items were not stopped', error);
    });
  }, [db, saved]);
}
