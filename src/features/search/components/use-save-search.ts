import { useEffect, useState } from 'react';
import { existingLocalDb, openLocalDb } from '../../../lib/local-db';
import { startBackgroundRefresh } from '../../saved';
import { findSavedSearch, removeSearch, saveSearch, savedSearchId } from '../store/saved-searches';
import { searchSection } from '../api';
import type { SearchLoaderData } from '../loader-data';
import { pageOf, withoutPage } from '../model/search-query';

export type SaveSearchStatus = 'saved' | 'removed' | 'failed';

export interface SaveSearchState {
  /** Undefined until the device's saved searches have been read. */
  saved: boolean | undefined;
  /** The outcome of the last press, for a polite announcement. */
  status: SaveSearchStatus | undefined;
  toggle: () => void;
}

/** The first page of the search shown: the one on screen, or asked for when on a later page. */
async function firstPage({ section, query, result }: SearchLoaderData) {
  if (pageOf(query) === 1) return result;
  const first = await searchSection(section, withoutPage(query));
  return first.failed ? undefined : first.result;
}

/** Whether the search on screen is saved, and the press that saves or removes it. */
export function useSaveSearch(data: SearchLoaderData): SaveSearchState {
  const { section, query } = data;
  const id = savedSearchId(section, query);
  // Both are kept with the search they are about: another search starts unknown and silent.
  const [known, setKnown] = useState<{ id: string; saved: boolean }>();
  const [outcome, setOutcome] = useState<{ id: string; status: SaveSearchStatus }>();
  const saved = known?.id === id ? known.saved : undefined;
  useEffect(() => {
    let live = true;
    const show = (found: boolean) => {
      if (live) setKnown({ id, saved: found });
    };
    void existingLocalDb()
      .then((db) => (db ? findSavedSearch(db, section, query) : undefined))
      .then(
        (record) => {
          show(record !== undefined);
        },
        () => {
          show(false);
        },
      );
    return () => {
      live = false;
    };
    // The id is the search: a new address with the same search keeps the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  const toggle = () => {
    const change = async (): Promise<SaveSearchStatus> => {
      const db = await openLocalDb();
      if (saved) {
        await removeSearch(db, id);
        setKnown({ id, saved: false });
        return 'removed';
      }
      const result = await firstPage(data);
      if (!result) return 'failed';
      await saveSearch(db, section, query, result);
      setKnown({ id, saved: true });
      startBackgroundRefresh();
      return 'saved';
    };
    change().then(
      (status) => {
        setOutcome({ id, status });
      },
      (error: unknown) => {
        console.error('The saved search was not changed', error);
        setOutcome({ id, status: 'failed' });
      },
    );
  };
  return { saved, status: outcome?.id === id ? outcome.status : undefined, toggle };
}
