import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../download-file';
import type { CalendarEvent } from '../model/ics';
import '../deadlines-locales';
import './calendar-link.css';

interface Props {
  label: string;
  fileName: string;
  /** The events as of the click (a page may stay open for hours, its saved list change). */
  events: () => CalendarEvent[] | Promise<CalendarEvent[]>;
}

/** A button that downloads an .ics file of the events, and says so politely. */
export function CalendarButton({ label, fileName, events }: Props) {
  const { t } = useTranslation('savedDeadlines');
  const [message, setMessage] = useState('');
  const download = async () => {
    try {
      const found = await events();
      if (found.length === 0) {
        setMessage(t('none'));
        return;
      }
      // The file's builder (and its date library) comes with the first click, not the page.
      const { toIcs } = await import('../model/ics');
      const file = toIcs(found, new Date());
      downloadFile(fileName, file, 'text/calendar;charset=utf-8');
      setMessage(t('downloaded', { file: fileName }));
    } catch (error) {
      console.error('The calendar file could not be made', error);
      setMessage(t('failed'));
    }
  };
  return (
    <span className="calendar-link">
      <button
        type="button"
        className="calendar-link__button"
        onClick={() => {
          void download();
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3zm12 7H5v10h14zm-8 2h2v2h2v2h-2v2h-2v-2H9v-2h2z"
          />
        </svg>
        <span>{label}</span>
      </button>
      <span className="calendar-link__status" role="status">
        {message}
      </span>
    </span>
  );
}
