import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

const never = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * The address's hash as the page may render it: none on the server and while a server-rendered
 * page hydrates (the server never sees the hash), then the browser's.
 */
export function useHash(): string {
  const { hash } = useLocation();
  return useSyncExternalStore(never, inBrowser, onServer) ? hash : '';
}
