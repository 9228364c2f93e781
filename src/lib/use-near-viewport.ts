import { useLayoutEffect, useRef, useState } from 'react';

/** A part renders its content when it is within this distance of the viewport. */
const NEAR_MARGIN = '50% 0px';

const isNearViewport = (element: Element): boolean =>
  element.getBoundingClientRect().top < window.innerHeight;

const waiting: (() => void)[] = [];
let showing = false;

/**
 * Parts that come near together (a long page's first frames, a fast scroll) render one per
 * task, so no task waits on all of them.
 */
function showInTurn(show: () => void): void {
  waiting.push(show);
  if (showing) return;
  showing = true;
  const next = () => {
    try {
      waiting.shift()?.();
    } finally {
      if (waiting.length > 0) setTimeout(next, 0);
      else showing = false;
    }
  };
  setTimeout(next, 0);
}

/**
 * Whether a part far down a page shows its content: always when `always`, else once it comes
 * within half a screen of the viewport. Parts on or near the first screen are measured before
 * the first paint (one layout for all of them) and show in that paint; the others show one
 * per task as they come near.
 */
export function useNearViewport<T extends Element>(always: boolean) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  const shown = always || near;
  useLayoutEffect(() => {
    const element = ref.current;
    if (shown || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined' || isNearViewport(element)) {
      setNear(true);
      return undefined;
    }
    let mounted = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        showInTurn(() => {
          if (mounted) setNear(true);
        });
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => {
      mounted = false;
      observer.disconnect();
    };
  }, [shown]);
  return { ref, shown };
}
