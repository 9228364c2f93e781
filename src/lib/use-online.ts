import { useSyncExternalStore } from 'react';

/** Whether the browser believes it has a network connection (`navigator.onLine`). */
export const isOnline = (): boolean =>
  typeof navigator === 'undefined' || (navigator as Partial<Navigator>).onLine !== false;

let lostAt: number | undefined;

const track = (): void => {
  lostAt = isOnline() ? undefined : Date.now();
};

if (typeof window !== 'undefined') {
  window.addEventListener('offline', track);
  window.addEventListener('online', track);
  track();
}

/**
 * Epoch ms when the connection was lost: the `offline` event, or the page's start when it
 * started without one. Undefined while online.
 */
export const offlineSince = (): number | undefined => lostAt;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The connection state, renewed by the `online` and `offline` events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
