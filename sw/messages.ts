import { SKIP_WAITING } from '../contract/service-worker';

declare const self: ServiceWorkerGlobalScope;

function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === SKIP_WAITING;
}

/**
 * A waiting worker activates only when the page asks for it (the update
 * prompt sends SKIP_WAITING, see src/app/pwa/service-worker.ts).
 */
export function registerMessages(): void {
  self.addEventListener('message', (event) => {
    if (isSkipWaiting(event.data)) {
      void self.skipWaiting();
    }
  });
}
