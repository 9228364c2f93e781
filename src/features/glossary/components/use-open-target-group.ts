import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Opens the group holding the address's target when the router comes to it (a link followed
 * inside the app): the browser does it itself only for a page it loads or a hash link, and the
 * page's scroll to the target needs it open.
 */
export function useOpenTargetGroup(): void {
  const { hash } = useLocation();
  useLayoutEffect(() => {
    if (hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    const group = target?.closest('details');
    if (group && !group.open) group.open = true;
  }, [hash]);
}
