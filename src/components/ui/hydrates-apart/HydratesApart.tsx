import { Suspense } from 'react';
import type { ReactNode } from 'react';

/**
 * A part of a page rendered on the server that hydrates on its own, after the page around it:
 * React keeps a Suspense boundary's HTML as it came and hydrates it at a low priority, or at once
 * when the reader clicks in it. So the page's own controls (the save toggle) work before its long
 * sections are hydrated, on a slow phone seconds sooner. Nothing in it suspends: the fallback is
 * never shown.
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
