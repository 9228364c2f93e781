import { lazy, Suspense } from 'react';
import { useConnection } from '../../lib/use-online';
import { withLangTexts } from '../../lib/i18n';

const OfflineNotice = lazy(() =>
  withLangTexts(import('./offline/OfflineNotice')).then((m) => ({ default: m.OfflineNotice })),
);

/**
 * The polite line under the header while the device is offline or the server does not answer.
 * The live region is always there (so the change is announced); its text and code load only
 * when the connection drops.
 */
export function OfflineBanner() {
  const connection = useConnection();
  return (
    <div className="offline-banner" role="status">
      {connection === 'online' ? null : (
        <Suspense fallback={null}>
          <OfflineNotice connection={connection} />
        </Suspense>
      )}
    </div>
  );
}
