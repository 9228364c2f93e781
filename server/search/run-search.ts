import type { SearchSection } from '../../contract/api.ts';
import type { SearchHit } from '../../contract/search.ts';
import type { Database } from '../db/database.ts';
import type { SearchPage } from './search-page.ts';
import { searchTenders } from './search-tenders.ts';
import type { SearchFilters } from './filters.ts';
import { searchEntities } from './search-entities.ts';

/** One page of any section's search. */
export const runSearch = (
  db: Database,
  section: SearchSection,
  filters: SearchFilters,
  window: { limit: number; offset: number },
): Promise<SearchPage<SearchHit>> =>
  section === 'tender'
    ? searchTenders(db, filters, window)
    : searchEntities(db, section, filters, window);
