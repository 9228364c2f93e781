import { useEffect, useState } from 'react';

/** A reload or a step back restores a scroll position, which needs the whole page at once. */
const isFreshVisit = (): boolean => {
  const [entry] =
    typeof performance === 'undefined' ? [] : performance.getEntriesByType('navigation');
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'navigate';
};

let appPainted = false;

/**
 * False on the first render of a fresh visit, true once the browser has painted it (and from
 * then on, for every later page): the heavy part of a first page can wait one frame, so what
 * sits above it (a title) shows without waiting for it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(() => appPainted || !isFreshVisit());
  useEffect(() => {
    if (painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        appPainted = true;
        setPainted(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
