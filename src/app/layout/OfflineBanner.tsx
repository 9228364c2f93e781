import { lazy, Suspense } from 'react';
import { useOnline } from '../../lib/use-online';

const OfflineNotice = lazy(() =>
  import('./offline/OfflineNotice').then((m) => ({ default: m.OfflineNotice })),
);

/**
 * The polite line under the header while the device is offline. The live region is always
 * there (so the change is announced); its text and code load only when the connection drops.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div className="offline-banner" role="status">
      {online ? null : (
        <Suspense fallback={null}>
          <OfflineNotice />
        </Suspense>
      )}
    </div>
  );
}
