import type { LoaderFunctionArgs } from 'react-router-dom';
import type { SearchSection } from '../../../contract/api';
import { searchSection } from './api';
import { findEmptyHints } from './empty-hints';
import { fromFormInput } from './model/filters/form-input';
import type { SearchLoaderData } from './loader-data';
import { readSearchQuery } from './model/search-query';

// The device's saved searches come with their own chunk, only once a search has answered.
const heldSearches = () => import('./store/held-searches');

/** One loader per section; the four search routes share the list screen. */
export const searchLoader =
  (section: SearchSection) =>
  async ({ request }: LoaderFunctionArgs): Promise<SearchLoaderData> => {
    const query = readSearchQuery(section, new URL(request.url).search.slice(1), fromFormInput);
    const { result, failed } = await searchSection(section, query, undefined, request.signal);
    if (failed) {
      const instead = await (await heldSearches()).failedSearch(section, query);
      return { section, query, result, failed, ...instead };
    }
    void heldSearches().then((held) => held.noteSearchOpened(section, query, result));
    const hints =
      result.total === 0 ? await findEmptyHints(section, query, request.signal) : undefined;
    return { section, query, result, failed, ...(hints ? { hints } : {}) };
  };

/** What the loader notes about an opened search, done in the browser for a server-rendered page. */
export const keepSearch = ({ section, query, result, failed }: SearchLoaderData): void => {
  if (!failed) void heldSearches().then((held) => held.noteSearchOpened(section, query, result));
};
