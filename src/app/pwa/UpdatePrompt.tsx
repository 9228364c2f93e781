import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Workbox } from 'workbox-window';
import './UpdatePrompt.css';

const SW_URL = '/sw.js';

/**
 * Registers the service worker and, when a new version is waiting, offers to
 * switch to it. Nothing happens automatically: the new worker takes over (and
 * the page reloads) only after the user presses "update".
 */
export function UpdatePrompt() {
  const { t } = useTranslation('pwa');
  const workboxRef = useRef<Workbox | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    const workbox = new Workbox(SW_URL, { scope: '/' });
    const onWaiting = () => {
      setWaiting(true);
    };
    workbox.addEventListener('waiting', onWaiting);
    workboxRef.current = workbox;
    workbox.register().catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
    return () => {
      workbox.removeEventListener('waiting', onWaiting);
      workboxRef.current = null;
    };
  }, []);

  if (!waiting) return null;

  const update = () => {
    const workbox = workboxRef.current;
    if (!workbox) return;
    setUpdating(true);
    // Only here, never earlier: clientsClaim() also fires `controlling` on the first install.
    workbox.addEventListener('controlling', () => {
      window.location.reload();
    });
    workbox.messageSkipWaiting();
  };

  return (
    <section className="update-prompt" role="status" aria-labelledby="update-prompt-text">
      <p id="update-prompt-text" className="update-prompt__text">
        {t('updateAvailable')}
      </p>
      <div className="update-prompt__actions">
        <button
          type="button"
          className="update-prompt__update"
          onClick={update}
          disabled={updating}
        >
          {updating ? t('updating') : t('update')}
        </button>
        <button
          type="button"
          className="update-prompt__dismiss"
          onClick={() => {
            setWaiting(false);
          }}
          disabled={updating}
        >
          {t('later')}
        </button>
      </div>
    </section>
  );
}
