import { PushKeyAnswerSchema } from '../../../../contract/schemas/answers';
import { fitted } from '../../../lib/fits-schema';
import type { Http } from '../../../lib/http';
import { base64UrlBytes, sameKey } from './push-ability';

/**
 * This browser's push subscription for the portal's key (GET /api/push/key): the one it holds,
 * or a new one. A subscription made with another key (the server's keys changed) is replaced.
 * Throws when the browser has no service worker or its push service cannot be reached.
 */
export async function pushSubscription(http: Http): Promise<PushSubscriptionJSON> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) throw new Error('No service worker controls the portal');
  const { key } = fitted(PushKeyAnswerSchema, await http.get('push/key').json(), 'push/key');
  const applicationServerKey = base64UrlBytes(key);
  const held = await registration.pushManager.getSubscription();
  if (held && sameKey(held.options.applicationServerKey, applicationServerKey)) {
    return held.toJSON();
  }
  await held?.unsubscribe();
  const made = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  return made.toJSON();
}
