import type { Tender } from '../../../../contract/tender';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/i18n';
import { calendarFileName, tenderEvents } from '../model/calendar-events';
import { futureDeadlines } from '../model/deadlines';
import { CalendarButton } from './CalendarButton';
import { pageOrigin } from '../../../lib/page-origin';
import { useNow } from '../../../lib/use-now';

/**
 * "Add to calendar" for one tender: an .ics of its deadlines still ahead (none ahead, no
 * button). For the Saved page's entries and the tender page's countdown, saved or not.
 */
export function CalendarLink({ tender }: { tender: Tender }) {
  const { t } = useTranslation('savedDeadlines');
  const lang = useLang();
  // The render's time (the server's while hydrating), so a page kept for minutes hydrates as sent.
  const now = useNow(false);
  if (futureDeadlines(tender, now).length === 0) return null;
  return (
    <CalendarButton
      label={t('addOne')}
      fileName={calendarFileName(tender)}
      events={() => tenderEvents(tender, { lang, t, now: new Date(), origin: pageOrigin() })}
    />
  );
}
