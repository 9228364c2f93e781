import { SKIP_WAITING } from '../../../contract/service-worker';

const SW_URL = '/sw.js';

export interface ServiceWorkerUpdate {
  /** Switches to the waiting version; the page reloads once it has taken control. */
  apply: () => void;
}

/** Calls back once a new version is installed and waiting (an update, not the first install). */
function watchForWaiting(
  registration: ServiceWorkerRegistration,
  onWaiting: (worker: ServiceWorker) => void,
): void {
  if (registration.waiting && navigator.serviceWorker.controller) {
    onWaiting(registration.waiting);
  }
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) {
        onWaiting(installing);
      }
    });
  });
}

/**
 * Registers the service worker once the page has loaded (its precache downloads must not
 * compete with the page) and reports a waiting new version. Nothing switches by itself: the
 * new worker takes over only through `apply`, after the user asked for it.
 */
export function registerServiceWorker(onUpdate: (update: ServiceWorkerUpdate) => void): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(SW_URL, { scope: '/' })
      .then((registration: ServiceWorkerRegistration | undefined) => {
        // A browser that refuses workers may resolve with nothing instead of rejecting.
        if (!registration) {
          console.warn('Service worker registration was refused: pages will not open offline');
          return;
        }
        watchForWaiting(registration, (worker) => {
          onUpdate({
            apply: () => {
              // Only here, never earlier: clientsClaim() also changes the controller on the
              // first install, which must not reload the page.
              navigator.serviceWorker.addEventListener('controllerchange', () => {
                window.location.reload();
              });
              worker.postMessage({ type: SKIP_WAITING });
            },
          });
        });
      })
      .catch((error: unknown) => {
        console.warn('Service worker registration failed:', error);
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
