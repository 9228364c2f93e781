import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** Set once the page has hydrated (or the offline shell has started). */
let appHydrated = false;

/** The browser's app is past its first render: what mounts from now on renders browser-only parts. */
export function markAppHydrated(): void {
  appHydrated = true;
}

export const isAppHydrated = (): boolean => appHydrated;

const noSubscription = () => () => undefined;

/**
 * A value read as a part renders, with no subscription: `server`'s on the server and while the
 * part hydrates (so it matches the HTML), `browser`'s when the part mounts in the browser later.
 */
export const useMountValue = <T>(browser: () => T, server: () => T): T =>
  useSyncExternalStore(noSubscription, browser, server);

const onServer = () => false;

/**
 * False on the server and while a server-rendered page hydrates, then true: what only the
 * browser knows (the URL hash, its APIs) renders after hydration, so it never mismatches.
 *
 * While hydrating, React reads the server's value; mounted later it reads `isAppHydrated`. The
 * page's own switch is a transition, rendered in slices: a store whose browser value differed
 * from the server's would re-render every reader at once, in one blocking task (a long tender's
 * badges). A part that hydrates later (a lazy section) switches at once, on its own.
 */
export function useHydrated(): boolean {
  const mountedHydrated = useMountValue(isAppHydrated, onServer);
  const [switched, setSwitched] = useState(false);
  useEffect(() => {
    if (mountedHydrated) return;
    startTransition(() => {
      setSwitched(true);
    });
  }, [mountedHydrated]);
  return mountedHydrated || switched;
}
