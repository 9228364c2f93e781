import { useCallback, useEffect, useState } from 'react';
import { fromServer } from '../../../lib/http';
import { existingLocalDb } from '../../../lib/local-db';
import { lastStorageFreed, onStorageFreed } from '../../../lib/offline/quota';
import type { StorageFreed } from '../../../lib/offline/quota';
import {
  clearEverything,
  clearViewed,
  STORAGE_KINDS,
  summarizeStorage,
} from '../../../lib/offline/storage-summary';
import type { StorageFacts } from '../model/storage-panel';
import { stopAllWatches } from '../notify/watch-flow';

/** What the last action did, for the panel's polite status line. */
export type StorageOutcome =
  | { kind: 'persist'; granted: boolean }
  | { kind: 'clearedViewed'; count: number }
  | { kind: 'clearedAll' }
  | { kind: 'failed' };

const storageManager = (): StorageManager | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.storage;

const noKinds = STORAGE_KINDS.map((kind) => ({ kind, count: 0, bytes: 0 }));

async function readFacts(): Promise<StorageFacts> {
  const storage = storageManager();
  const [estimate, persisted, db] = await Promise.all([
    storage?.estimate ? storage.estimate().catch(() => undefined) : undefined,
    storage?.persisted ? storage.persisted().catch(() => undefined) : undefined,
    existingLocalDb(),
  ]);
  return { estimate, persisted, kinds: db ? await summarizeStorage(db) : noKinds };
}

/** The storage panel's facts and actions; the facts are read again after each action. */
export function useStoragePanel() {
  const [facts, setFacts] = useState<StorageFacts | undefined>();
  const [outcome, setOutcome] = useState<StorageOutcome | undefined>();
  const [freed, setFreed] = useState<StorageFreed | undefined>(lastStorageFreed);
  /** Bumped to read the facts again. */
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let current = true;
    readFacts().then(
      (read) => {
        if (current) setFacts(read);
      },
      (error: unknown) => {
        console.error('Storage panel: reading the device storage failed', error);
        if (current) setOutcome({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [reads]);

  useEffect(
    () =>
      onStorageFreed((event) => {
        setFreed(event);
        setReads((count) => count + 1);
      }),
    [],
  );

  const act = useCallback(async (run: () => Promise<StorageOutcome>) => {
    try {
      setOutcome(await run());
    } catch (error) {
      console.error('Storage panel: the action failed', error);
      setOutcome({ kind: 'failed' });
    }
    setReads((count) => count + 1);
  }, []);

  const persist = () =>
    act(async () => ({ kind: 'persist', granted: (await storageManager()?.persist()) ?? false }));
  const clearViewedData = () =>
    act(async () => {
      const db = await existingLocalDb();
      return { kind: 'clearedViewed', count: db ? await clearViewed(db) : 0 };
    });
  const clearAllData = () =>
    act(async () => {
      const db = await existingLocalDb();
      if (db) {
        await stopAllWatches(db, fromServer());
        await clearEverything(db);
      }
      return { kind: 'clearedAll' };
    });

  return { facts, outcome, freed, persist, clearViewedData, clearAllData };
}
