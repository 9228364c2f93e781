declare const self: ServiceWorkerGlobalScope;

export const SKIP_WAITING = 'SKIP_WAITING';

function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === SKIP_WAITING;
}

/**
 * A waiting worker activates only when the page asks for it (the update
 * prompt sends SKIP_WAITING through workbox-window's messageSkipWaiting()).
 */
export function registerMessages(): void {
  self.addEventListener('message', (event) => {
    if (isSkipWaiting(event.data)) {
      void self.skipWaiting();
    }
  });
}
