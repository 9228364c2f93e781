import { useLocation } from 'react-router-dom';
import { useHydrated } from './use-hydrated';

/**
 * The address's hash as the page may render it: none on the server and while a server-rendered
 * page hydrates (the server never sees the hash), then the browser's.
 */
export function useHash(): string {
  const { hash } = useLocation();
  return useHydrated() ? hash : '';
}
