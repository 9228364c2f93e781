import { lazy, Suspense } from 'react';
import type { Tender } from '../../../../../contract/tender';
import { PAINT_STEP, useAfterPaints } from '../../../../lib/use-paint-steps';
import { loadCalendarLink } from '../../../saved';

const CalendarLink = lazy(() => loadCalendarLink().then((m) => ({ default: m.CalendarLink })));

/** The "add to calendar" button beside the countdown, loaded after the page has painted. */
export function CalendarIsland({ tender }: { tender: Tender }) {
  const painted = useAfterPaints(PAINT_STEP.page);
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <CalendarLink tender={tender} />
    </Suspense>
  );
}
