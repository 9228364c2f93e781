import { createContext, useContext, useLayoutEffect, useRef, useState } from 'react';

/** 'all': every section renders its content; 'near': only those near the viewport do. */
export type RevealMode = 'all' | 'near';

/** Outside the tab (a section rendered on its own) everything shows. */
export const SectionRevealContext = createContext<RevealMode>('all');

/** A section renders its content when it is within this distance of the viewport. */
const NEAR_MARGIN = '50% 0px';

const isNearViewport = (element: Element): boolean =>
  element.getBoundingClientRect().top < window.innerHeight;

/**
 * Whether a section shows its content. Sections on or near the first screen are measured before
 * the first paint (one layout for all of them) and show in that paint; the others show as
 * they come within a screen of the viewport, so a long tender's first paint carries only what
 * can be seen.
 */
export function useSectionShown<T extends Element>() {
  const mode = useContext(SectionRevealContext);
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  const shown = mode === 'all' || near;
  useLayoutEffect(() => {
    const element = ref.current;
    if (shown || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined' || isNearViewport(element)) {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [shown]);
  return { ref, shown };
}
