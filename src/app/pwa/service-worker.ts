import { Workbox } from 'workbox-window';

const SW_URL = '/sw.js';
const REFUSED = 'Service worker registration was refused: pages will not open offline';

export interface ServiceWorkerUpdate {
  /** Switches to the waiting version; the page reloads once it has taken control. */
  apply: () => void;
}

/**
 * Registers the service worker once the page has loaded (workbox-window waits for the load
 * event, so the precache downloads do not compete with the page) and reports a waiting new
 * version. Nothing switches by itself: the new worker takes over only through `apply`, after the
 * user asked for it.
 */
export function registerServiceWorker(onUpdate: (update: ServiceWorkerUpdate) => void): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox(SW_URL, { scope: '/' });
  workbox.addEventListener('waiting', () => {
    onUpdate({
      apply: () => {
        // Only here, never earlier: clientsClaim() also makes the first install take control,
        // which must not reload the page.
        workbox.addEventListener('controlling', () => {
          window.location.reload();
        });
        workbox.messageSkipWaiting();
      },
    });
  });
  workbox.register().catch(async (error: unknown) => {
    // A browser that refuses workers may resolve the registration with nothing, which
    // workbox-window then trips over: say what happened rather than its TypeError.
    const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
    if (registration) console.warn('Service worker registration failed:', error);
    else console.warn(REFUSED);
  });
}
