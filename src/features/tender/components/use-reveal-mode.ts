import { useLocation } from 'react-router-dom';
import { useWholePageWanted } from '../../../lib/use-whole-page-wanted';
import { hashTargetsInsideSections } from '../model/purchase-sections';
import type { RevealMode } from './section-reveal';

/**
 * 'near' until the reader may want the whole tab at once: a link to something inside a
 * section, any key (keyboard navigation, find in page), printing.
 */
export function useRevealMode(): RevealMode {
  const { hash } = useLocation();
  return useWholePageWanted() || hashTargetsInsideSections(hash) ? 'all' : 'near';
}
