import { isNotificationPayload, type NotificationPayload } from '../contract/push';
import { refreshSavedByTenderID } from '../src/features/saved/refresh/refresh-on-push';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';

const payloadOf = (event: PushEvent): NotificationPayload | undefined => {
  try {
    const data: unknown = event.data?.json();
    return isNotificationPayload(data) ? data : undefined;
  } catch {
    return undefined;
  }
};

/** Focuses a tab of the portal on `url`, or opens one. */
const openPage = async (url: string): Promise<void> => {
  const target = new URL(url, self.location.origin).href;
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
  if (tab) {
    const focused = await tab.focus();
    await focused.navigate(target);
    return;
  }
  await self.clients.openWindow(target);
};

/**
 * A watch's news (server/watches/notify.ts): shown as a notification in the watch's language,
 * one per watch (its tag), even with every tab of the portal closed; a click opens the tender or
 * the search it is about, in a tab of the portal if one is open. A tender saved on the device is
 * refreshed as its notification shows.
 */
export function registerPush(): void {
  self.addEventListener('push', (event) => {
    const payload = payloadOf(event);
    if (!payload) return;
    event.waitUntil(
      Promise.all([
        self.registration.showNotification(payload.title, {
          body: payload.body,
          tag: payload.tag,
          lang: payload.lang,
          icon: ICON,
          data: { url: payload.url },
        }),
        // A saved tender's copy is refreshed at once: what the notification tells is then
        // there to read offline. A failed refresh keeps the copy (and never hides the news).
        payload.tenderID === undefined
          ? undefined
          : refreshSavedByTenderID(payload.tenderID).catch((error: unknown) => {
              console.warn(
                `The saved copy of ${String(payload.tenderID)} was not refreshed`,
                error,
              );
            }),
      ]),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data: unknown = event.notification.data;
    const url =
      typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string'
        ? data.url
        : '/';
    event.waitUntil(openPage(url));
  });
}
