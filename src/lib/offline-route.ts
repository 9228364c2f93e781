import { data, isRouteErrorResponse } from 'react-router-dom';

/** What a route's loader throws when its page needs the network and there is none. */
const OFFLINE_REASON = 'offline';

/**
 * A route's data could not be loaded and the device is offline: the page says it is not
 * available offline (with a way to the saved tenders) instead of failing or saying "not found".
 */
export function unavailableOffline(): ReturnType<typeof data> {
  return data({ reason: OFFLINE_REASON }, { status: 503, statusText: 'Offline' });
}

export function isUnavailableOffline(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) &&
    error.status === 503 &&
    (error.data as { reason?: unknown } | null)?.reason === OFFLINE_REASON
  );
}
