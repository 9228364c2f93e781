import { useEffect, useState } from 'react';

/** Anything that may look for text further down: the keyboard (Tab, find in page), printing. */
const WHOLE_PAGE_EVENTS = ['keydown', 'beforeprint', 'hashchange'] as const;

/**
 * Whether the reader may want the whole page at once, so that parts waiting to come near the
 * viewport render now: after any key (keyboard navigation, find in page), printing, a jump to
 * an anchor.
 */
export function useWholePageWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const want = () => {
      setWanted(true);
    };
    WHOLE_PAGE_EVENTS.forEach((type) => {
      window.addEventListener(type, want, { once: true });
    });
    return () => {
      WHOLE_PAGE_EVENTS.forEach((type) => {
        window.removeEventListener(type, want);
      });
    };
  }, [wanted]);
  return wanted;
}
