/**
 * The results of a saved search that were new when its page was opened (their ids, by the
 * saved search's id), kept for this visit so the page marks them while the reader looks.
 */
const noted = new Map<string, ReadonlySet<string>>();
const listeners = new Set<() => void>();
/** What a search has when none of its results are new: one value, so the server's and the browser's reads are equal. */
export const NO_NEW_RESULTS: ReadonlySet<string> = new Set();

export function noteNewResults(searchId: string, ids: readonly string[]): void {
  noted.set(searchId, new Set(ids));
  listeners.forEach((listener) => {
    listener();
  });
}

export const newResultsOf = (searchId: string): ReadonlySet<string> =>
  noted.get(searchId) ?? NO_NEW_RESULTS;

export function subscribeNewResults(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
