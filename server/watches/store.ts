/** Watches and their events in the database (migration 016); a token is looked up by its hash. */
import type { Lang } from '../../contract/api.ts';
import type { Queryable } from '../db/database.ts';
import type { PushSubscriptionJson } from './parse-watch.ts';
import { hashToken, newToken } from './token.ts';

/** A watch unused (not read, not notified) this long is forgotten. */
export const WATCH_UNUSED_DAYS = 90;

/** A watch's events are kept this long: its feed and its API show the newest. */
export const WATCH_EVENT_DAYS = 30;

export interface StoredWatch {
  kind: 'search' | 'tender';
  /** The search's query string (kind search). */
  query: string | null;
  /** The tender's id (kind tender). */
  tenderId: string | null;
  lang: Lang;
  push: PushSubscriptionJson | null;
  createdAt: string;
  notifiedAt: string | null;
}

export interface WatchEvent {
  id: number;
  at: string;
  tenderId: string;
  kind: string;
  detail: Record<string, unknown>;
}

export type NewWatch = { lang: Lang; push: PushSubscriptionJson | undefined } & (
  { kind: 'search'; query: string } | { kind: 'tender'; tenderId: string }
);

export const createWatch = async (db: Queryable, watch: NewWatch): Promise<string> => {
  const token = newToken();
  await db.query(
    `INSERT INTO watches (token_hash, kind, query, tender_id, lang, push)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      hashToken(token),
      watch.kind,
      watch.kind === 'search' ? watch.query : null,
      watch.kind === 'tender' ? watch.tenderId : null,
      watch.lang,
      watch.push ? JSON.stringify(watch.push) : null,
    ],
  );
  return token;
};

/** The watch of a token, marked as used now; undefined when there is none. */
export const readWatch = async (db: Queryable, token: string): Promise<StoredWatch | undefined> => {
  const { rows } = await db.query<{
    kind: 'search' | 'tender';
    query: string | null;
    tender_id: string | null;
    lang: Lang;
    push: PushSubscriptionJson | null;
    created_at: Date;
    notified_at: Date | null;
  }>(
    `UPDATE watches SET used_at = now() WHERE token_hash = $1
     RETURNING kind, query, tender_id, lang, push, created_at, notified_at`,
    [hashToken(token)],
  );
  const row = rows[0];
  return (
    row && {
      kind: row.kind,
      query: row.query,
      tenderId: row.tender_id,
      lang: row.lang,
      push: row.push,
      createdAt: row.created_at.toISOString(),
      notifiedAt: row.notified_at?.toISOString() ?? null,
    }
  );
};

/**
 * `events` (rows of watch_events) as one event a tender, with its detail: the tenders that entered
 * a search on one page share a row, without detail (evaluate.ts), and are named here as they are
 * now; one whose tender is gone is left out. In a row's order (`m.n`).
 */
export const withEventDetail = (events: string): string =>
  `SELECT e.id, e.at, m.tender_id, e.kind,
     coalesce(e.detail, jsonb_build_object('tenderID', t.tender_id, 'title', t.title)) AS detail
   FROM ${events} e
   CROSS JOIN LATERAL unnest(coalesce(e.tender_ids, ARRAY[e.tender_id])) WITH ORDINALITY
     AS m (tender_id, n)
   LEFT JOIN tenders t ON e.detail IS NULL AND t.id = m.tender_id
   WHERE e.detail IS NOT NULL OR t.id IS NOT NULL`;

/** The newest events of a watch, newest first. */
export const readWatchEvents = async (
  db: Queryable,
  token: string,
  limit = 50,
): Promise<WatchEvent[]> => {
  const { rows } = await db.query<{
    id: string;
    at: Date;
    tender_id: string;
    kind: string;
    detail: Record<string, unknown>;
  }>(
    `${withEventDetail(`(SELECT * FROM watch_events
       WHERE watch_id = (SELECT id FROM watches WHERE token_hash = $1)
       ORDER BY id DESC LIMIT $2)`)}
     ORDER BY e.id DESC, m.n LIMIT $2`,
    [hashToken(token), limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.at.toISOString(),
    tenderId: row.tender_id,
    kind: row.kind,
    detail: row.detail,
  }));
};

/** Deletes a watch and its events; whether there was one. */
export const deleteWatch = async (db: Queryable, token: string): Promise<boolean> => {
  const { rows } = await db.query('DELETE FROM watches WHERE token_hash = $1 RETURNING 1', [
    hashToken(token),
  ]);
  return rows.length > 0;
};

/** Runs a DELETE and answers how many rows it deleted, counted in the database. */
const deleted = async (db: Queryable, sql: string, params: unknown[]): Promise<number> => {
  const { rows } = await db.query<{ n: number }>(
    `WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    params,
  );
  return rows[0]?.n ?? 0;
};

/** Forgets the watches unused for WATCH_UNUSED_DAYS; how many. */
export const forgetUnusedWatches = (db: Queryable): Promise<number> =>
  deleted(
    db,
    `DELETE FROM watches
     WHERE greatest(used_at, coalesce(notified_at, used_at)) < now() - make_interval(days => $1)`,
    [WATCH_UNUSED_DAYS],
  );

/** Forgets the events older than WATCH_EVENT_DAYS; how many. */
export const forgetOldEvents = (db: Queryable): Promise<number> =>
  deleted(db, 'DELETE FROM watch_events WHERE at < now() - make_interval(days => $1)', [
    WATCH_EVENT_DAYS,
  ]);
