import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the page itself lists the marketplaces (a tender's submit block), so that the strip
 * below the page does not repeat the same list right under it.
 */
let listings = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(by: number): void {
  listings += by;
  for (const listener of listeners) listener();
}

/** Marks the page as listing the marketplaces while the calling component is mounted. */
export function useListsMarketplaces(): void {
  useEffect(() => {
    change(1);
    return () => {
      change(-1);
    };
  }, []);
}

/** True while a part of the page lists the marketplaces. */
export function useMarketplacesListedOnPage(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => listings > 0,
    () => false,
  );
}
