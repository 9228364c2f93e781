import type { SearchSection } from '../../../../contract/api';

/** The four sections of the list screen, in menu order. */
export const SEARCH_SECTIONS = [
  'tender',
  'plan',
  'catalog',
  'products',
] as const satisfies readonly SearchSection[];
