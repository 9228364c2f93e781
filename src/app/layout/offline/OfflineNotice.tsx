import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/i18n';
import { offlineSince } from '../../../lib/use-online';
import type { Connection } from '../../../lib/use-online';
import { paths } from '../../../../contract/routes/paths';
import { heldAsOf } from './held-as-of';
import { bannerAsOf } from './model/offline-banner';
import './locales';
import './offline.css';

/** The stored copies' times of the page at `pathname` (none until read). */
function useHeldAsOf(pathname: string): readonly number[] {
  const [held, setHeld] = useState<readonly number[]>([]);
  useEffect(() => {
    let live = true;
    void heldAsOf(pathname).then((times) => {
      if (live) setHeld(times);
    });
    return () => {
      live = false;
    };
  }, [pathname]);
  return held;
}

/**
 * "You are offline (or the server is not answering) — showing saved data as of …", with the way
 * to the saved tenders.
 */
export function OfflineNotice({ connection }: { connection: Exclude<Connection, 'online'> }) {
  const { t } = useTranslation('offline');
  const lang = useLang();
  const { pathname } = useLocation();
  const [shownAt] = useState(() => offlineSince() ?? Date.now());
  const asOf = bannerAsOf(useHeldAsOf(pathname), shownAt);
  const date = new Date(asOf);
  return (
    <p className="offline-banner__text">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M3 3l18 18" />
        </g>
        <circle cx="12" cy="19.5" r="1.5" fill="currentColor" />
      </svg>
      <span>
        {t(connection === 'offline' ? 'banner' : 'bannerUnreachable', {
          time: formatDateTime(date, lang),
        })}
      </span>
      {pathname === paths.saved ? null : (
        <Link className="offline-banner__link" to={paths.saved}>
          {t('savedLink')}
        </Link>
      )}
    </p>
  );
}
