import type { ReactNode } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport';
import { useWholePageWanted } from '../../lib/use-whole-page-wanted';

/**
 * A part far down every page (the marketplaces' logos) renders when it comes near the viewport,
 * or at once for a reader who may want the whole page (a key press, printing).
 */
export function NearViewport({ children }: { children: ReactNode }) {
  const { ref, shown } = useNearViewport<HTMLDivElement>(useWholePageWanted());
  return <div ref={ref}>{shown ? children : null}</div>;
}
