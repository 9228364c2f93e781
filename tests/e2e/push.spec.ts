import { expect, test } from './fixtures';

/**
 * The service worker's push handler, with a message delivered through Chromium's DevTools
 * protocol as a push service would: the notification shows in the watch's language and carries
 * the page a click opens; a message that is not a watch's payload shows nothing.
 */
test('a watch’s push message shows its notification', async ({ page, context, home, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await home.goto();
  await home.waitForServiceWorkerControl();
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((entry) => !entry.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  const deliver = (data: unknown) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL ?? '').origin,
      registrationId,
      data: JSON.stringify(data),
    });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        lang: notification.lang,
        data: notification.data as unknown,
      })),
    );

  await deliver({ title: '<b>not a payload</b>' });
  await deliver({
    title: 'Ізольовані дроти і кабелі',
    body: 'Статус: Торги відмінено',
    url: '/tender/UA-2024-02-05-014363-a',
    tag: 'watch-1',
    lang: 'uk',
    tenderID: 'UA-2024-02-05-014363-a',
  });
  await expect.poll(shown).toEqual([
    {
      title: 'Ізольовані дроти і кабелі',
      body: 'Статус: Торги відмінено',
      tag: 'watch-1',
      lang: 'uk',
      data: { url: '/tender/UA-2024-02-05-014363-a' },
    },
  ]);
});
