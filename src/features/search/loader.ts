import type { LoaderFunctionArgs } from 'react-router-dom';
import type { SearchResponse, SearchSection } from '../../../contract/api';
import type { SearchFilterQuery } from '../../../contract/search';
import type { SavedSearchRecord } from '../../lib/db';
import { searchSection } from './api';
import { findEmptyHints } from './empty-hints';
import type { EmptyHints } from './model/empty-state';
import { readSearchQuery } from './model/search-query';

export interface SearchLoaderData {
  section: SearchSection;
  /** The search the address holds, as sent to the API. */
  query: SearchFilterQuery;
  result: SearchResponse<unknown>;
  failed: boolean;
  /** Asked only when nothing was found. */
  hints?: EmptyHints;
  /** The search failed and `result` is its saved copy, made at this time (epoch ms). */
  heldAt?: number;
  /** Offline, and this search is not saved: the saved searches to offer instead. */
  offline?: { searches: SavedSearchRecord[] };
}

// The device's saved searches come in with their own chunk, only when one is needed.
const heldSearches = () => import('../saved/store/held-searches');

const isOffline = (): boolean => typeof navigator !== 'undefined' && !navigator.onLine;

/** What a failed search shows: its saved copy, the saved searches when offline, or nothing. */
async function failedSearch(
  section: SearchSection,
  query: SearchFilterQuery,
): Promise<Partial<SearchLoaderData>> {
  const { heldSearch } = await heldSearches();
  const held = await heldSearch(section, query);
  if (held.saved) return { result: held.saved.result, failed: false, heldAt: held.saved.resultAt };
  return isOffline() ? { offline: { searches: held.searches } } : {};
}

/** One loader per section; the four search routes share the list screen. */
export const searchLoader =
  (section: SearchSection) =>
  async ({ request }: LoaderFunctionArgs): Promise<SearchLoaderData> => {
    const query = readSearchQuery(section, new URL(request.url).search.slice(1));
    const { result, failed } = await searchSection(section, query, undefined, request.signal);
    if (failed) return { section, query, result, failed, ...(await failedSearch(section, query)) };
    void heldSearches()
      .then((held) => held.noteSearchOpened(section, query, result))
      .catch((error: unknown) => {
        console.warn('The saved search was not updated', error);
      });
    const hints =
      result.total === 0 ? await findEmptyHints(section, query, request.signal) : undefined;
    return { section, query, result, failed, ...(hints ? { hints } : {}) };
  };
