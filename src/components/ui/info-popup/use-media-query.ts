import { startTransition, useEffect, useState } from 'react';
import { isAppHydrated, useMountValue } from '../../../lib/use-hydrated';

const matchesNow = (query: string): boolean => window.matchMedia(query).matches;
const onServer = () => false;

/**
 * Whether a media query matches; re-renders when that changes. False on the server and while a
 * page hydrates; the browser's answer follows in a transition. A store read (useSyncExternalStore)
 * whose browser value differs from the server's made React re-render every reader at once, in
 * one blocking task, when the page hydrated (every info popup of a long tender on a desktop).
 */
export function useMediaQuery(query: string): boolean {
  const mounted = useMountValue(() => isAppHydrated() && matchesNow(query), onServer);
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
