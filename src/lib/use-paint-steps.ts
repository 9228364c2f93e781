import { useEffect, useSyncExternalStore } from 'react';

/**
 * The frames of a first visit, in order. The page shows its head first; its heavier parts
 * follow a frame apart, each in a task of its own, and what lies below the page (marketplaces,
 * footer) comes last, so it never shows under a page that is still filling in.
 */
export const PAINT_STEP = { page: 1, pageRest: 2, belowPage: 3 } as const;
type PaintStep = (typeof PAINT_STEP)[keyof typeof PAINT_STEP];
const LAST_STEP: PaintStep = PAINT_STEP.belowPage;

/** A reload or a step back restores a scroll position, which needs the whole page at once. */
const isFreshVisit = (): boolean => {
  const [entry] =
    typeof performance === 'undefined' ? [] : performance.getEntriesByType('navigation');
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'navigate';
};

let paintedSteps: number | undefined;
let scheduled = false;
const listeners = new Set<() => void>();

const stepsPainted = (): number => (paintedSteps ??= isFreshVisit() ? 0 : LAST_STEP);

/** One step per painted frame, until the last. */
function scheduleNextStep(): void {
  if (scheduled || stepsPainted() >= LAST_STEP) return;
  scheduled = true;
  requestAnimationFrame(() => {
    setTimeout(() => {
      scheduled = false;
      paintedSteps = stepsPainted() + 1;
      listeners.forEach((listener) => {
        listener();
      });
      scheduleNextStep();
    }, 0);
  });
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * False until `step` frames of a fresh visit's first page have been painted; true at once on a
 * reload, a step back and every later page.
 */
export function useAfterPaints(step: PaintStep): boolean {
  const painted = useSyncExternalStore(subscribe, () => stepsPainted() >= step);
  useEffect(() => {
    if (!painted) scheduleNextStep();
  }, [painted]);
  return painted;
}
