import { lazy, Suspense } from 'react';
import type { Tender } from '../../../../../contract/tender';
import { loadCalendarLink } from '../../../saved';
import { withLangTexts } from '../../../../lib/i18n';

const CalendarLink = lazy(() =>
  withLangTexts(loadCalendarLink()).then((m) => ({ default: m.CalendarLink })),
);

/** The "add to calendar" button beside the countdown, in a chunk of its own. */
export function CalendarIsland({ tender }: { tender: Tender }) {
  return (
    <Suspense fallback={null}>
      <CalendarLink tender={tender} />
    </Suspense>
  );
}
