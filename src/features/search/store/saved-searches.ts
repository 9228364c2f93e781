import type { SearchResponse, SearchSection } from '../../../../contract/api';
import type { SearchFilterQuery } from '../../../../contract/search';
import type { PortalDb, SavedSearchRecord } from '../../../lib/db';
import type { Http } from '../../../lib/http';
import { withStorage } from '../../../lib/storage';
import { searchSection } from '../api';
import { readSearchQuery, toQueryString, withoutPage } from '../model/search-query';

/** A check of a saved search more recent than this is not repeated (the front cache timeout). */
export const SEARCH_CHECK_INTERVAL_MS = 10 * 60 * 1000;

/** The query string a saved search keeps: the search as its first page has it. */
export const savedQueryOf = (section: SearchSection, query: SearchFilterQuery): string =>
  toQueryString(section, withoutPage(query));

/** One saved search per distinct search of a section (page aside). */
export const savedSearchId = (section: SearchSection, query: SearchFilterQuery): string =>
  `${section}?${savedQueryOf(section, query)}`;

/** The search a saved record holds, read back as the search page reads its address. */
export const savedSearchQuery = (record: SavedSearchRecord): SearchFilterQuery =>
  readSearchQuery(record.section, record.query);

/** The ids of a page of results (every section's hit has an `id`). */
export function resultIds(result: SearchResponse<unknown>): string[] {
  return result.data.flatMap((hit) => {
    const id = (hit as { id?: unknown }).id;
    return typeof id === 'string' ? [id] : [];
  });
}

/** How many of a first page's results the saved search has not seen. */
export const countNew = (result: SearchResponse<unknown>, seenIds: readonly string[]): number => {
  const seen = new Set(seenIds);
  return resultIds(result).filter((id) => !seen.has(id)).length;
};

/** Saves a search with the first page of results it has now (saving it again refreshes it). */
export function saveSearch(
  db: PortalDb,
  section: SearchSection,
  query: SearchFilterQuery,
  result: SearchResponse<unknown>,
  now: number = Date.now(),
): Promise<SavedSearchRecord> {
  const record: SavedSearchRecord = {
    id: savedSearchId(section, query),
    section,
    query: savedQueryOf(section, query),
    savedAt: now,
    result,
    resultAt: now,
    seenIds: resultIds(result),
    newCount: 0,
    checkedAt: now,
  };
  return withStorage('save search', async () => {
    await db.savedSearches.put(record);
    return record;
  });
}

/** Forgets a saved search. */
export function removeSearch(db: PortalDb, id: string): Promise<void> {
  return withStorage('remove saved search', () => db.savedSearches.delete(id));
}

/** Every saved search, the most recently saved first. */
export function listSavedSearches(db: PortalDb): Promise<SavedSearchRecord[]> {
  return withStorage('list saved searches', () =>
    db.savedSearches.orderBy('savedAt').reverse().toArray(),
  );
}

/** The saved search of this address, when there is one. */
export function findSavedSearch(
  db: PortalDb,
  section: SearchSection,
  query: SearchFilterQuery,
): Promise<SavedSearchRecord | undefined> {
  return withStorage('read saved search', () =>
    db.savedSearches.get(savedSearchId(section, query)),
  );
}

/**
 * The user has opened a saved search online and seen its first page: it becomes the stored
 * result, its ids the seen ones, and nothing is new any more. Resolves with the ids of the page
 * the search had not seen (the page marks them), or undefined when the search is not saved.
 */
export function markSearchOpened(
  db: PortalDb,
  section: SearchSection,
  query: SearchFilterQuery,
  result: SearchResponse<unknown>,
  now: number = Date.now(),
): Promise<string[] | undefined> {
  const id = savedSearchId(section, query);
  return withStorage('update saved search', () =>
    db.transaction('rw', db.savedSearches, async () => {
      const record = await db.savedSearches.get(id);
      if (!record) return undefined;
      const seen = new Set(record.seenIds);
      const ids = resultIds(result);
      await db.savedSearches.update(id, {
        result,
        resultAt: now,
        seenIds: ids,
        newCount: 0,
        checkedAt: now,
      });
      return ids.filter((resultId) => !seen.has(resultId));
    }),
  );
}

/**
 * Asks the server for a saved search's first page and records how many of its results are new.
 * The stored result is kept (it is what the user last saw). False when the search failed:
 * the record is left as it was.
 */
export async function checkSavedSearch(
  db: PortalDb,
  record: SavedSearchRecord,
  http?: Http,
  now: () => number = Date.now,
): Promise<boolean> {
  const { result, failed } = await searchSection(record.section, savedSearchQuery(record), http);
  if (failed) return false;
  const newCount = countNew(result, record.seenIds);
  await withStorage('update saved search', () =>
    db.savedSearches.update(record.id, { newCount, checkedAt: now() }),
  );
  return true;
}

export interface CheckOptions {
  http?: Http;
  /** Searches checked more recently than this are skipped (0: check all). */
  maxAgeMs?: number;
  now?: () => number;
}

/** Checks the saved searches that are due, one after another. Resolves with how many succeeded. */
export async function checkSavedSearches(
  db: PortalDb,
  { http, maxAgeMs = SEARCH_CHECK_INTERVAL_MS, now = Date.now }: CheckOptions = {},
): Promise<number> {
  const due = (await listSavedSearches(db)).filter(
    (record) => now() - record.checkedAt >= maxAgeMs,
  );
  let checked = 0;
  for (const record of due) {
    if (await checkSavedSearch(db, record, http, now)) checked += 1;
  }
  return checked;
}
