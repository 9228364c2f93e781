import { startTransition, useEffect, useState } from 'react';
import { isAppHydrated, useMountValue } from '../../../lib/use-hydrated';

const matchesNow = (query: string): boolean => window.matchMedia(query).matches;
const onServer = () => undefined;

/**
 * Whether a media query matches, undefined where that is not known yet: on the server and while a
 * page hydrates; the browser's answer follows in a transition, and every change after it. A store
 * read (useSyncExternalStore) whose browser value differs from the server's made React re-render
 * every reader at once, in one blocking task, when the page hydrated (every info popup of a long
 * tender on a desktop).
 */
export function useMediaQueryState(query: string): boolean | undefined {
  const mounted = useMountValue(() => (isAppHydrated() ? matchesNow(query) : undefined), onServer);
  const [matches, setMatches] = useState(mounted);
  useEffect(() => {
    const list = window.matchMedia(query);
    const follow = () => {
      startTransition(() => {
        setMatches(list.matches);
      });
    };
    follow();
    list.addEventListener('change', follow);
    return () => {
      list.removeEventListener('change', follow);
    };
  }, [query]);
  return matches;
}

/** Whether a media query matches; false where that is not known yet (see useMediaQueryState). */
export const useMediaQuery = (query: string): boolean => useMediaQueryState(query) ?? false;
