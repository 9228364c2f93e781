import type { Lang } from './api';

/** A watch's push message, as the server sends it and the service worker shows it. */
export interface NotificationPayload {
  title: string;
  body: string;
  /** The page a click opens: a path on this site. */
  url: string;
  /** Notifications of one watch replace each other. */
  tag: string;
  lang: Lang;
  /** The tenderID of a tender watch. */
  tenderID?: string;
}

/** Whether a push message's data is a payload the service worker can show. */
export const isNotificationPayload = (value: unknown): value is NotificationPayload => {
  if (typeof value !== 'object' || value === null) return false;
  const payload = value as Record<string, unknown>;
  return (
    ['title', 'body', 'tag'].every((key) => typeof payload[key] === 'string') &&
    (payload.lang === 'uk' || payload.lang === 'en') &&
    typeof payload.url === 'string' &&
    payload.url.startsWith('/') &&
    !payload.url.startsWith('//')
  );
};
