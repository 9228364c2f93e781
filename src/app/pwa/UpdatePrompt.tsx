import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerServiceWorker } from './service-worker';
import type { ServiceWorkerUpdate } from './service-worker';
import './UpdatePrompt.css';

/**
 * Registers the service worker and, when a new version is waiting, offers to
 * switch to it. Nothing happens automatically: the new worker takes over (and
 * the page reloads) only after the user presses "update".
 */
export function UpdatePrompt() {
  const { t } = useTranslation('pwa');
  const [update, setUpdate] = useState<ServiceWorkerUpdate | null>(null);
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    registerServiceWorker(setUpdate);
  }, []);

  if (!update) return null;

  return (
    <section className="update-prompt" role="status" aria-labelledby="update-prompt-text">
      <p id="update-prompt-text" className="update-prompt__text">
        {t('updateAvailable')}
      </p>
      <div className="update-prompt__actions">
        <button
          type="button"
          className="update-prompt__update"
          onClick={() => {
            setUpdating(true);
            update.apply();
          }}
          disabled={updating}
        >
          {updating ? t('updating') : t('update')}
        </button>
        <button
          type="button"
          className="update-prompt__dismiss"
          onClick={() => {
            setUpdate(null);
          }}
          disabled={updating}
        >
          {t('later')}
        </button>
      </div>
    </section>
  );
}
