import type { Lang } from '../../../../contract/api';
import type { PortalDb, PushProblem, WatchRecord } from '../../../lib/db';
import { withStorage } from '../../../lib/storage';
import { isHttpStatus } from '../../../lib/http';
import type { Http } from '../../../lib/http';
import { browserFacts, permissionProblem, pushUnavailable } from './push-ability';
import { pushSubscription } from './push-subscription';
import { createWatch, deleteWatch } from './watch-api';
import { keyTarget, watchKey } from './watch-target';
import type { WatchTarget } from './watch-target';

/** This browser's push subscription, or why there is none. Asks for permission first. */
async function subscribeForPush(
  http: Http,
): Promise<{ push: PushSubscriptionJSON } | { problem: PushProblem }> {
  const unavailable = pushUnavailable(browserFacts());
  if (unavailable) return { problem: unavailable };
  const refused = permissionProblem(await Notification.requestPermission());
  if (refused) return { problem: refused };
  try {
    return { push: await pushSubscription(http) };
  } catch (error) {
    console.warn('Push subscription failed; the watch keeps its feed only', error);
    return { problem: 'subscribe-failed' };
  }
}

/**
 * Switches a watch on: asks the browser for notifications (the only moment the portal asks),
 * makes the watch on the server with the subscription when there is one, and keeps its token on
 * this device. Without push the watch is made all the same: its feed carries the news. A push
 * service the server does not post to is a 400; the watch is then made without it.
 */
export async function startWatch(
  db: PortalDb,
  http: Http,
  target: WatchTarget,
  lang: Lang,
): Promise<WatchRecord> {
  const subscribed = await subscribeForPush(http);
  let pushProblem = 'problem' in subscribed ? subscribed.problem : undefined;
  let created;
  try {
    created = await createWatch(
      http,
      target,
      lang,
      'push' in subscribed ? subscribed.push : undefined,
    );
  } catch (error) {
    if (!('push' in subscribed) || !isHttpStatus(error, 400)) throw error;
    pushProblem = 'service-refused';
    created = await createWatch(http, target, lang, undefined);
  }
  const record: WatchRecord = {
    key: watchKey(target),
    ...created,
    ...(pushProblem ? { pushProblem } : {}),
    createdAt: Date.now(),
  };
  await withStorage('keep watch', () => db.watches.put(record));
  return record;
}

/** Switches a watch off: the server forgets it, then this device. */
export async function stopWatch(db: PortalDb, http: Http, record: WatchRecord): Promise<void> {
  await deleteWatch(http, record.token);
  await withStorage('forget watch', () => db.watches.delete(record.key));
}

const listWatches = (db: PortalDb): Promise<WatchRecord[]> =>
  withStorage('list watches', () => db.watches.toArray());

/**
 * Stops the watches whose saved tender or search is no longer saved (removed here, or from the
 * tender's page). Those the server cannot be told about now stay for the next visit.
 */
export async function stopOrphanWatches(db: PortalDb, http: Http): Promise<void> {
  const records = await listWatches(db);
  for (const record of records) {
    const { table, id } = keyTarget(record.key);
    if (await db[table].get(id)) continue;
    await stopWatch(db, http, record).catch((error: unknown) => {
      console.warn(`The watch of ${record.key} stays until the server can be told`, error);
    });
  }
}

/** Tells the server to forget every watch of this device, before its data is cleared. */
export async function stopAllWatches(db: PortalDb, http: Http): Promise<void> {
  const records = await listWatches(db);
  await Promise.allSettled(records.map((record) => deleteWatch(http, record.token)));
}
