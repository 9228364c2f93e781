import { useCallback, useEffect, useRef, useState } from 'react';
import { existingLocalDb, openLocalDb } from '../../../lib/local-db';
import { StorageError } from '../../../lib/storage';
import { startBackgroundRefresh } from '../refresh/start';
import type { SaveOutcome } from '../model/save-toggle';
import { isTenderSaved, saveTender, unsaveTender } from '../store/saved-tenders';

export interface SavedMark {
  /** Undefined while the device is being asked. */
  saved: boolean | undefined;
  outcome: SaveOutcome | undefined;
  busy: boolean;
  toggle: () => void;
}

/**
 * Whether a tender is saved on this device, and the press that saves it (the tender and its
 * four tabs fetched afresh) or forgets it. A first visit has no database: nothing is saved,
 * and Dexie loads only when the user presses.
 */
export function useSavedMark(id: string): SavedMark {
  const [saved, setSaved] = useState<boolean>();
  const [outcome, setOutcome] = useState<SaveOutcome>();
  const busy = outcome === 'saving';
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    void existingLocalDb()
      .then((db) => (db ? isTenderSaved(db, id) : false))
      .catch(() => false)
      .then((found) => {
        // A press (made before the device answered) knows better.
        if (live.current) setSaved((current) => current ?? found);
      });
    return () => {
      live.current = false;
    };
  }, [id]);

  const toggle = useCallback(() => {
    if (busy) return;
    const wasSaved = saved === true;
    setOutcome(wasSaved ? undefined : 'saving');
    openLocalDb()
      .then(async (db) => {
        if (wasSaved) {
          const key = (await db.savedTenders.where('tenderID').equals(id).first())?.id ?? id;
          await unsaveTender(db, key);
        } else {
          await saveTender(db, id);
          startBackgroundRefresh();
        }
      })
      .then(
        () => {
          if (!live.current) return;
          setSaved(!wasSaved);
          setOutcome(wasSaved ? 'removed' : 'saved');
        },
        (error: unknown) => {
          console.error(`Tender ${id}: saving for offline reading failed`, error);
          if (live.current) {
            setOutcome(error instanceof StorageError ? 'storageFailed' : 'networkFailed');
          }
        },
      );
  }, [busy, id, saved]);

  return { saved, outcome, busy, toggle };
}
