import { useEffect, useRef } from 'react';
import { Link, useRevalidator } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConnection, useOnline } from '../../../lib/use-online';
import { paths } from '../../../../contract/routes/paths';
import './locales';

/** Loads the page again once the connection returns (not on the first render). */
function useReloadWhenOnline(): void {
  const online = useOnline();
  const revalidator = useRevalidator();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void revalidator.revalidate();
    wasOnline.current = online;
  }, [online, revalidator]);
}

/**
 * A page whose data needs the network, opened offline or while the server does not answer (a
 * search, the news list, a tender this device does not hold): it says why, instead of an empty
 * or not-found page, and opens by itself when the data can be asked for again.
 */
export function OfflineUnavailable() {
  const { t } = useTranslation('offline');
  const why = useConnection() === 'server-unreachable' ? 'unreachable' : 'unavailable';
  const title = t(`${why}.title`);
  useDocumentTitle(title);
  useReloadWhenOnline();
  return (
    <div className="page">
      <h1>{title}</h1>
      <p>{t(`${why}.text`)}</p>
      <p>{t(`${why}.back`)}</p>
      <p>
        <Link className="button" to={paths.saved}>
          {t('unavailable.saved')}
        </Link>
      </p>
    </div>
  );
}
