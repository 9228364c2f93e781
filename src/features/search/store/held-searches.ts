import type { SearchResponse, SearchSection } from '../../../../contract/api';
import type { SearchFilterQuery } from '../../../../contract/search';
import type { SavedSearchRecord } from '../../../lib/db';
import { appLocalDb, pageSettled } from '../../../lib/local-db';
import type { LocalDbAccess } from '../../../lib/local-db';
import { isOnline } from '../../../lib/use-online';
import type { SearchLoaderData } from '../loader-data';
import { pageOf } from '../model/search-query';
import { noteNewResults } from './new-results';
import {
  findSavedSearch,
  listSavedSearches,
  markSearchOpened,
  savedSearchId,
} from './saved-searches';

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
 * What the search page shows for a search the network could not answer: its saved copy with
 * the copy's time, else (offline) the saved searches to offer, else nothing.
 */
export async function failedSearch(
  section: SearchSection,
  query: SearchFilterQuery,
  localDb: LocalDbAccess = appLocalDb,
): Promise<Partial<SearchLoaderData>> {
  const held = await heldSearch(section, query, localDb);
  if (held.saved) return { result: held.saved.result, failed: false, heldAt: held.saved.resultAt };
  return !isOnline() ? { offline: { searches: held.searches } } : {};
}

/**
 * A search's first page was shown online: when it is a saved search, that page becomes its
 * stored result (and nothing is new any more), and the results it had not seen are marked new
 * on the page. Waits for the page to settle; a device without a database is left alone.
 */
export async function noteSearchOpened(
  section: SearchSection,
  query: SearchFilterQuery,
  result: SearchResponse<unknown>,
  { localDb = appLocalDb, settled = pageSettled } = {},
): Promise<boolean> {
  if (pageOf(query) !== 1) return false;
  try {
    await settled();
    const db = await localDb.forRead();
    const fresh = db ? await markSearchOpened(db, section, query, result) : undefined;
    if (!fresh) return false;
    noteNewResults(savedSearchId(section, query), fresh);
    return true;
  } catch (error) {
    console.warn('The saved search was not updated', error);
    return false;
  }
}
