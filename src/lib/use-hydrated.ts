import { useSyncExternalStore } from 'react';

const never = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and while a server-rendered page hydrates, then true: what only the
 * browser knows (the URL hash, its APIs) renders after hydration, so it never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, inBrowser, onServer);
}
