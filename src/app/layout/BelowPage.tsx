import type { ReactNode } from 'react';
import { PAINT_STEP, useAfterPaints } from '../../lib/use-paint-steps';
import { useNearViewport } from '../../lib/use-near-viewport';
import { useWholePageWanted } from '../../lib/use-whole-page-wanted';

/**
 * What lies below the page (marketplaces, footer): left out of a first visit's first frames and
 * rendered once the page's own deferred parts are in, so it neither lengthens the tasks that
 * show the page nor shows under a page that is still filling in. Later pages render it at once.
 */
export function BelowPage({ children }: { children: ReactNode }) {
  return useAfterPaints(PAINT_STEP.belowPage) ? children : null;
}

/**
 * A part far down every page (the marketplaces strip) renders when it comes near the viewport,
 * or at once for a reader who may want the whole page (a key press, printing).
 */
export function NearViewport({ children }: { children: ReactNode }) {
  const { ref, shown } = useNearViewport<HTMLDivElement>(useWholePageWanted());
  return <div ref={ref}>{shown ? children : null}</div>;
}
