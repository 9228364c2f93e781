import type { ReactNode } from 'react';
import { PAINT_STEP, useAfterPaints } from '../../lib/use-paint-steps';

/**
 * What lies below the page (marketplaces, footer): left out of a first visit's first frames and
 * rendered once the page's own deferred parts are in, so it neither lengthens the tasks that
 * show the page nor shows under a page that is still filling in. Later pages render it at once.
 */
export function BelowPage({ children }: { children: ReactNode }) {
  return useAfterPaints(PAINT_STEP.belowPage) ? children : null;
}
