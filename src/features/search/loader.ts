import type { LoaderFunctionArgs } from 'react-router-dom';
import type { SearchResponse, SearchSection } from '../../../contract/api';
import { searchSection } from './api';
import { readSearchParams } from './model/search-params';
import type { SearchParams } from './model/search-params';

export interface SearchLoaderData {
  section: SearchSection;
  params: SearchParams;
  result: SearchResponse<unknown>;
}

/** One loader per section; the four search routes share the list screen. */
export const searchLoader =
  (section: SearchSection) =>
  async ({ request }: LoaderFunctionArgs): Promise<SearchLoaderData> => {
    const params = readSearchParams(new URL(request.url).searchParams);
    return { section, params, result: await searchSection(section, params) };
  };
