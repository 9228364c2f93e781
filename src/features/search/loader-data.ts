import type { SearchResponse, SearchSection } from '../../../contract/api';
import type { SearchFilterQuery } from '../../../contract/search';
import type { SavedSearchRecord } from '../../lib/db';
import type { EmptyHints } from './model/empty-state';

/** What the search's loader answers (loader.ts), and what the search screen shows. */
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
