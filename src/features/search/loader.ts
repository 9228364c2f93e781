import type { LoaderFunctionArgs } from 'react-router-dom';
import type { SearchResponse, SearchSection } from '../../../contract/api';
import type { SearchFilterQuery } from '../../../contract/search';
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
}

/** One loader per section; the four search routes share the list screen. */
export const searchLoader =
  (section: SearchSection) =>
  async ({ request }: LoaderFunctionArgs): Promise<SearchLoaderData> => {
    const query = readSearchQuery(section, new URL(request.url).search.slice(1));
    const { result, failed } = await searchSection(section, query, undefined, request.signal);
    const nothing = !failed && result.total === 0;
    const hints = nothing ? await findEmptyHints(section, query, request.signal) : undefined;
    return { section, query, result, failed, ...(hints ? { hints } : {}) };
  };
