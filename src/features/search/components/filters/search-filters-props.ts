import type { SearchSection } from '../../../../../contract/api';
import type { SearchFilterQuery } from '../../../../../contract/search';

/** What the filter panel and its parts take: the section, its search and where a change goes. */
export interface SearchFiltersProps {
  section: SearchSection;
  /** The search the URL holds. */
  query: SearchFilterQuery;
  /** Called with the whole next search (page left out); the screen puts it in the URL. */
  onChange: (next: SearchFilterQuery) => void;
}
