import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';

let firstPaintDone = false;

/**
 * Leaves its children out of the page's first render and renders them in a task of their own
 * once that render has been painted: what lies below the page (marketplaces, footer) does not
 * lengthen the task that shows the page. Later pages render them at once.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(firstPaintDone);
  useEffect(() => {
    if (ready) return undefined;
    // Effects run after the paint, all in one task: this part gets a task after theirs.
    const timer = setTimeout(() => {
      firstPaintDone = true;
      setReady(true);
    }, 0);
    return () => {
      clearTimeout(timer);
    };
  }, [ready]);
  return ready ? children : null;
}
