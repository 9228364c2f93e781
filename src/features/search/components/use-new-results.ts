import { useSyncExternalStore } from 'react';
import type { SearchSection } from '../../../../contract/api';
import type { SearchFilterQuery } from '../../../../contract/search';
import { newResultsOf, subscribeNewResults } from '../store/new-results';
import { savedSearchId } from '../store/saved-searches';

const NONE: ReadonlySet<string> = new Set();

/** The ids of the results this saved search had not seen when its page was opened. */
export function useNewResults(
  section: SearchSection,
  query: SearchFilterQuery,
): ReadonlySet<string> {
  const id = savedSearchId(section, query);
  return useSyncExternalStore(
    subscribeNewResults,
    () => newResultsOf(id),
    () => NONE,
  );
}
