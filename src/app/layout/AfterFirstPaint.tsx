import type { ReactNode } from 'react';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';

/**
 * Leaves its children out of a first visit's first render and renders them once that render
 * has been painted, in a task of their own, after the page's own deferred parts (their timers
 * were set first): what lies below the page (marketplaces, footer) neither lengthens the tasks
 * that show the page nor loads its images while it sits on the first screen under a page that
 * is still filling in. Later pages render them at once.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
