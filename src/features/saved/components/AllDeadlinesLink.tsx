import { useEffect, useState } from 'react';
import type { Tender } from '../../../../contract/tender';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/i18n';
import { existingLocalDb } from '../../../lib/local-db';
import { allEvents, calendarFileName } from '../model/calendar-events';
import type { CalendarContext } from '../model/calendar-events';
import { readSavedTenders } from '../store/saved-records';
import { CalendarButton } from './CalendarButton';
import { pageOrigin } from '../../../lib/page-origin';

/** The saved tenders' copies, read once the page is open (none on a device without any). */
async function savedTenders(): Promise<Tender[]> {
  const db = await existingLocalDb();
  return db ? readSavedTenders(db) : [];
}

/** "Add all deadlines to a calendar" on /saved: one .ics of every saved tender's deadlines. */
export function AllDeadlinesLink() {
  const { t } = useTranslation('savedDeadlines');
  const lang = useLang();
  const [tenders, setTenders] = useState<readonly Tender[]>([]);
  useEffect(() => {
    let live = true;
    savedTenders()
      .then((found) => {
        if (live) setTenders(found);
      })
      .catch((error: unknown) => {
        console.error('The saved tenders could not be read for their deadlines', error);
      });
    return () => {
      live = false;
    };
  }, []);
  const context = (): CalendarContext => ({ lang, t, now: new Date(), origin: pageOrigin() });
  const count = allEvents(tenders, context()).length;
  if (count === 0) return null;
  return (
    <p>
      <CalendarButton
        label={t('addAll', { count })}
        fileName={calendarFileName()}
        events={async () => {
          // The list may have changed on this page since it was read.
          const current = await savedTenders();
          setTenders(current);
          return allEvents(current, context());
        }}
      />
    </p>
  );
}
