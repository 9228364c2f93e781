/**
 * Sends the watches' news as Web Push notifications (`web-push`, aes128gcm, VAPID): at most one
 * per watch per 10 minutes, news that comes meanwhile folded into the next. Each watch is claimed
 * in the database before it is sent, so several server processes never send one twice. A push
 * service's 429 or 5xx is retried with backoff; its 404 or 410 (the subscription is gone) deletes
 * the watch.
 */
import type { Agent } from 'node:https';
import pRetry from 'p-retry';
import webpush from 'web-push';
import type { Queryable } from '../db/database.ts';
import type { EventLabels } from './event-text.ts';
import { notificationOf, type NotifiedWatch } from './notification.ts';
import type { PushSubscriptionJson } from './parse-watch.ts';
import { pushEndpointProblem } from './push-endpoint.ts';
import { withEventDetail } from './store.ts';
import type { Vapid } from './vapid.ts';

/** One notification per watch in this time; what comes meanwhile waits for the next. */
export const NOTIFY_INTERVAL_S = 600;

export interface NotifyOptions {
  vapid: Vapid;
  pushHosts: readonly string[];
  labels: (lang: NotifiedWatch['lang']) => EventLabels;
  /** Retries of a 429, a 5xx or a failed connection, and the first backoff (doubling). */
  retries?: number;
  retryBaseMs?: number;
  /** The HTTPS agent (tests: a stand-in's certificate authority). */
  agent?: Agent;
  log?: (line: string) => void;
}

export interface NotifyReport {
  sent: number;
  /** Watches deleted: their push service said the subscription is gone. */
  gone: number;
  failed: number;
}

interface DueWatch extends NotifiedWatch {
  id: string;
  token_hash: string;
  push: PushSubscriptionJson;
}

const dueWatches = (db: Queryable) =>
  db.query<DueWatch>(
    `SELECT id::text, token_hash, kind, query, lang, push FROM watches w
     WHERE push IS NOT NULL
       AND (notified_at IS NULL OR notified_at <= now() - make_interval(secs => $1))
       AND EXISTS (SELECT 1 FROM watch_events e WHERE e.watch_id = w.id AND NOT notified)
     LIMIT 1000`,
    [NOTIFY_INTERVAL_S],
  );

/** Takes a watch's news for this process to send; none when another process took it first. */
const claim = async (db: Queryable, watchId: string) => {
  const { rows: claimed } = await db.query(
    `UPDATE watches SET notified_at = now()
     WHERE id = $1
       AND (notified_at IS NULL OR notified_at <= now() - make_interval(secs => $2))
     RETURNING 1`,
    [watchId, NOTIFY_INTERVAL_S],
  );
  if (claimed.length === 0) return [];
  const { rows } = await db.query<{ id: string; kind: string; detail: Record<string, unknown> }>(
    `WITH claimed AS (UPDATE watch_events SET notified = true WHERE watch_id = $1 AND NOT notified
       RETURNING *)
     ${withEventDetail('claimed')}`,
    [watchId],
  );
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
};

const statusOf = (error: unknown): number | undefined =>
  error instanceof webpush.WebPushError ? error.statusCode : undefined;

/** Sends what is due; `db` must write (the primary). */
export const sendDueNotifications = async (
  db: Queryable,
  options: NotifyOptions,
): Promise<NotifyReport> => {
  const report: NotifyReport = { sent: 0, gone: 0, failed: 0 };
  const log = options.log ?? (() => undefined);
  for (const watch of (await dueWatches(db)).rows) {
    if (pushEndpointProblem(watch.push.endpoint, options.pushHosts)) continue;
    const events = await claim(db, watch.id);
    if (events.length === 0) continue;
    const payload = notificationOf(watch, events, {
      tag: watch.token_hash.slice(0, 16),
      labels: options.labels(watch.lang),
    });
    try {
      await pRetry(
        () =>
          webpush.sendNotification(watch.push, JSON.stringify(payload), {
            vapidDetails: options.vapid,
            contentEncoding: 'aes128gcm',
            TTL: 24 * 60 * 60,
            timeout: 10_000,
            ...(options.agent && { agent: options.agent }),
          }),
        {
          retries: options.retries ?? 4,
          minTimeout: options.retryBaseMs ?? 1000,
          factor: 2,
          shouldRetry: ({ error }) => {
            const status = statusOf(error);
            return status === undefined || status === 429 || status >= 500;
          },
        },
      );
      report.sent += 1;
    } catch (error) {
      const status = statusOf(error);
      if (status === 404 || status === 410) {
        await db.query('DELETE FROM watches WHERE token_hash = $1', [watch.token_hash]);
        report.gone += 1;
      } else {
        report.failed += 1;
        log(`Push to ${new URL(watch.push.endpoint).host} failed: ${status ?? String(error)}`);
      }
    }
  }
  return report;
};
