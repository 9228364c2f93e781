import { data, isRouteErrorResponse } from 'react-router-dom';
import { isHttpStatus } from './http';
import { notFound } from './not-found';
import { isOnline } from './use-online';

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

/**
 * A page's object, or the not-found page: an unknown id, a failed request or an
 * unexpected answer is logged and shown as not found, at the same address. Offline, a page
 * whose data is not held is "not available offline" instead, unless the server said 404.
 */
export async function loadOr404<T>(
  what: string,
  load: () => Promise<T>,
  isNotFound: (error: unknown) => boolean = (error) => isHttpStatus(error, 404),
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isOnline() && !isNotFound(error)) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's response
      throw unavailableOffline();
    }
    console.error(`${what} failed to load`, error);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404 response
    throw notFound();
  }
}
