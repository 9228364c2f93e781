import { describe, expect, it } from 'vitest';
import {
  NO_NEW_RESULTS,
  newResultsOf,
  noteNewResults,
} from '../../../../src/features/search/store/new-results';

describe('new results of a saved search', () => {
  it('are, for a search that has none, the very set the server renders with', () => {
    // useNewResults gives React NO_NEW_RESULTS as the server's value: any other empty set read in
    // the browser would make React re-render the whole results list at once after hydrating.
    expect(newResultsOf('never-noted')).toBe(NO_NEW_RESULTS);
    expect(NO_NEW_RESULTS.size).toBe(0);
  });

  it('are the ids noted for that search only', () => {
    noteNewResults('noted', ['a', 'b']);
    expect([...newResultsOf('noted')]).toEqual(['a', 'b']);
    expect(newResultsOf('other')).toBe(NO_NEW_RESULTS);
  });
});
