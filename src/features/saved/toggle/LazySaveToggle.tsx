import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import type { SaveToggleProps } from './SaveToggle';

const SaveToggle = lazy(() => import('./SaveToggle').then((m) => ({ default: m.SaveToggle })));

/**
 * The save toggle as an island: its code, texts and the database load after the page's first
 * paint, so the page around it does not wait for them. The caller reserves its room.
 */
export function LazySaveToggle(props: SaveToggleProps) {
  const painted = useAfterFirstPaint();
  return painted ? (
    <Suspense fallback={null}>
      <SaveToggle {...props} />
    </Suspense>
  ) : null;
}
