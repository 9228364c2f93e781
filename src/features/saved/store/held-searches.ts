import type { SearchResponse, SearchSection } from '../../../../contract/api';
import type { SearchFilterQuery } from '../../../../contract/search';
import type { SavedSearchRecord } from '../../../lib/db';
import { appLocalDb, pageSettled } from '../../../lib/local-db';
import type { LocalDbAccess } from '../../../lib/local-db';
import { pageOf } from '../../search/model/search-query';
import { findSavedSearch, listSavedSearches, markSearchOpened } from './saved-searches';

/** What the device holds for a search the network could not answer. */
export interface HeldSearch {
  /** The saved copy of this very search, when it is saved. */
  saved?: SavedSearchRecord;
  /** Every saved search (to offer instead). */
  searches: SavedSearchRecord[];
}

/**
 * The saved copy of a search (its first page only) and the other saved searches; nothing when
 * the device has no database or it cannot be read.
 */
export async function heldSearch(
  section: SearchSection,
  query: SearchFilterQuery,
  localDb: LocalDbAccess = appLocalDb,
): Promise<HeldSearch> {
  try {
    const db = await localDb.forRead();
    if (!db) return { searches: [] };
    const searches = await listSavedSearches(db);
    const saved = pageOf(query) === 1 ? await findSavedSearch(db, section, query) : undefined;
    return { ...(saved ? { saved } : {}), searches };
  } catch (error) {
    console.warn('Saved searches could not be read', error);
    return { searches: [] };
  }
}

/**
 * A search's first page was shown online: when it is a saved search, that page becomes its
 * stored result (and nothing is new any more). Waits for the page to settle; a device
 * without a database is left alone.
 */
export async function noteSearchOpened(
  section: SearchSection,
  query: SearchFilterQuery,
  result: SearchResponse<unknown>,
  { localDb = appLocalDb, settled = pageSettled } = {},
): Promise<boolean> {
  if (pageOf(query) !== 1) return false;
  await settled();
  const db = await localDb.forRead();
  return db ? markSearchOpened(db, section, query, result) : false;
}
