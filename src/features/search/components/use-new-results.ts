import { useSyncExternalStore } from 'react';
import type { SearchSection } from '../../../../contract/api';
import type { SearchFilterQuery } from '../../../../contract/search';
import { NO_NEW_RESULTS, newResultsOf, subscribeNewResults } from '../store/new-results';
import { savedSearchId } from '../store/saved-searches';

/**
 * The ids of the results this saved search had not seen when its page was opened. None on the
 * server and while hydrating: the same set the store gives then, or React would re-render the
 * whole list at once, in one blocking task, to replace an empty set by another.
 */
export function useNewResults(
  section: SearchSection,
  query: SearchFilterQuery,
): ReadonlySet<string> {
  const id = savedSearchId(section, query);
  return useSyncExternalStore(
    subscribeNewResults,
    () => newResultsOf(id),
    () => NO_NEW_RESULTS,
  );
}
