import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isUnavailableOffline } from '../../lib/offline-route';
import { ErrorNotice } from './ErrorNotice';
import { withLangTexts } from '../../lib/i18n';

const NotFoundPage = lazy(() =>
  withLangTexts(import('../../features/not-found/NotFoundPage')).then((m) => ({
    default: m.NotFoundPage,
  })),
);

const OfflineUnavailable = lazy(() =>
  withLangTexts(import('./offline/OfflineUnavailable')).then((m) => ({
    default: m.OfflineUnavailable,
  })),
);

/**
 * Errors of a page, shown inside the layout. A 404 (an unknown address, or a tender that
 * failed to load) is the not-found page, and the address stays as it was. A page that needs
 * the network, opened offline, says it is not available offline.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const offline = isUnavailableOffline(error);
  useEffect(() => {
    if (!notFound && !offline) console.error('The page failed to render', error);
  }, [error, notFound, offline]);
  if (offline) {
    return (
      <Suspense fallback={<p role="status">{t('loading')}</p>}>
        <OfflineUnavailable />
      </Suspense>
    );
  }
  if (notFound) {
    return (
      <Suspense fallback={<p role="status">{t('loading')}</p>}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <div className="page page--error">
      <ErrorNotice />
    </div>
  );
}
