import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls a sideways-scrolling tab row so that its current tab is in view (a phone opened on
 * the lots tab would otherwise show the first tabs only), without scrolling the page.
 */
export function useCurrentTabInView<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const list = ref.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    // The first tab is in view already: no need to lay the page out to measure it.
    if (!list || !current || list.firstElementChild?.contains(current)) return;
    if (list.scrollWidth <= list.clientWidth) return;
    const left = current.offsetLeft - list.offsetLeft;
    const right = left + current.offsetWidth;
    if (left < list.scrollLeft || right > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = left - (list.clientWidth - current.offsetWidth) / 2;
    }
  }, [pathname]);
  return ref;
}
