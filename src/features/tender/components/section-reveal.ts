import { createContext, useContext } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';

/** 'all': every section renders its content; 'near': only those near the viewport do. */
export type RevealMode = 'all' | 'near';

/** Outside the tab (a section rendered on its own) everything shows. */
export const SectionRevealContext = createContext<RevealMode>('all');

/**
 * Whether a section shows its content: sections near the first screen show in the first
 * paint, the others as they come near, so a long tender's first paint carries only what can
 * be seen.
 */
export function useSectionShown<T extends Element>() {
  return useNearViewport<T>(useContext(SectionRevealContext) === 'all');
}
