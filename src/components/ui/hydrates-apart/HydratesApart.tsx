import { Suspense, useEffect, useId } from 'react';
import type { ReactNode } from 'react';
import { partHydrated, partHydrating } from '../../../lib/use-hydrated';

/** Rendered inside the boundary: its effect runs once the boundary's content has hydrated. */
function Hydrated({ id }: { id: string }) {
  useEffect(() => {
    partHydrated(id);
  }, [id]);
  return null;
}

/**
 * A part of a page rendered on the server that hydrates on its own, after the page around it:
 * React keeps a Suspense boundary's HTML as it came and hydrates it at a low priority, or at once
 * when the reader clicks in it. So the page's own controls (the save toggle) work before its long
 * sections are hydrated, on a slow phone seconds sooner. Nothing in it suspends: the fallback is
 * never shown. The page counts as hydrated (`html[data-hydrated]`) once every such part has.
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  const id = useId();
  partHydrating(id);
  return (
    <Suspense fallback={null}>
      <Hydrated id={id} />
      {children}
    </Suspense>
  );
}
