import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { PortalDb } from '../../../lib/db';
import { useLang, useTranslation } from '../../../lib/i18n';
import { existingLocalDb } from '../../../lib/local-db';
import { allEvents, calendarFileName } from '../model/calendar-events';
import { readSavedTenders } from '../store/saved-deadlines';
import { CalendarButton } from './CalendarButton';

/** The device's database once known to exist (none on a device that never saved anything). */
function useExistingDb(): PortalDb | undefined {
  const [db, setDb] = useState<PortalDb>();
  useEffect(() => {
    let live = true;
    void existingLocalDb().then((found) => {
      if (live) setDb(found);
    });
    return () => {
      live = false;
    };
  }, []);
  return db;
}

/** "Add all deadlines to a calendar" on /saved: one .ics of every saved tender's deadlines. */
export function AllDeadlinesLink() {
  const { t } = useTranslation('savedDeadlines');
  const lang = useLang();
  const db = useExistingDb();
  const tenders = useLiveQuery(
    () => (db ? readSavedTenders(db).catch(() => []) : Promise.resolve([])),
    [db],
  );
  const eventsNow = () =>
    allEvents(tenders ?? [], { lang, t, now: new Date(), origin: location.origin });
  const count = eventsNow().length;
  if (count === 0) return null;
  return (
    <p>
      <CalendarButton
        label={t('addAll', { count })}
        fileName={calendarFileName()}
        events={eventsNow}
      />
    </p>
  );
}
