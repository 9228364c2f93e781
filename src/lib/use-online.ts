import { useSyncExternalStore } from 'react';
import { isServerReachable, serverUnreachableSince, subscribeServerReach } from './server-reach';

/** Whether the browser believes it has a network connection (`navigator.onLine`). */
const deviceOnline = (): boolean =>
  typeof navigator === 'undefined' || (navigator as Partial<Navigator>).onLine !== false;

/**
 * Whether the portal's data can be asked for: the device is online and the server answers
 * (server-reach.ts). Everything that works offline treats an unreachable server as offline.
 */
export const isOnline = (): boolean => deviceOnline() && isServerReachable();

/** What the reader is told: offline, the server out of reach, or neither. */
export type Connection = 'online' | 'offline' | 'server-unreachable';

const connection = (): Connection =>
  !deviceOnline() ? 'offline' : isServerReachable() ? 'online' : 'server-unreachable';

let lostAt: number | undefined;

const track = (): void => {
  lostAt = deviceOnline() ? undefined : Date.now();
};

if (typeof window !== 'undefined') {
  window.addEventListener('offline', track);
  window.addEventListener('online', track);
  track();
}

/**
 * Epoch ms when the connection was lost (the `offline` event, or the page's start when it
 * started without one) or the server stopped answering. Undefined while online.
 */
export const offlineSince = (): number | undefined => lostAt ?? serverUnreachableSince();

function subscribe(onChange: () => void): () => void {
  const unsubscribe = subscribeServerReach(onChange);
  if (typeof window === 'undefined') return unsubscribe;
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    unsubscribe();
  };
}

/**
 * Calls `listener` each time the portal's data can be asked for again after it could not: the
 * device back online with the server answering, or the server answering again (whichever comes
 * last). Returns the way to stop.
 */
export function subscribeReconnection(listener: () => void): () => void {
  let wasOnline = isOnline();
  const onChange = () => {
    const online = isOnline();
    if (online && !wasOnline) listener();
    wasOnline = online;
  };
  return subscribe(onChange);
}

/** The connection state, renewed by the `online` and `offline` events and the server's answers. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** Why the portal's data cannot be asked for, if it cannot. */
export function useConnection(): Connection {
  return useSyncExternalStore(subscribe, connection, () => 'online');
}
