import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { hashTargetsInsideSections } from '../model/purchase-sections';
import type { RevealMode } from './section-reveal';

/** Anything that may look for text further down: the keyboard (Tab, find in page), printing. */
const REVEAL_EVENTS = ['keydown', 'beforeprint', 'hashchange'] as const;

/**
 * 'near' until the reader may want the whole tab at once: a link to something inside a
 * section, any key (keyboard navigation, find in page), printing.
 */
export function useRevealMode(): RevealMode {
  const { hash } = useLocation();
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return undefined;
    const reveal = () => {
      setInteracted(true);
    };
    REVEAL_EVENTS.forEach((type) => {
      window.addEventListener(type, reveal, { once: true });
    });
    return () => {
      REVEAL_EVENTS.forEach((type) => {
        window.removeEventListener(type, reveal);
      });
    };
  }, [interacted]);
  return interacted || hashTargetsInsideSections(hash) ? 'all' : 'near';
}
