import type { Queryable } from '../db/database.ts';

/**
 * Where each feed stands: its offset, saved in the same transaction as the objects it covers,
 * and its state (the last committed page, the last time its end was reached) for /api/health.
 */
const offsetKey = (resource: string) => `sync_offset:${resource}`;
const stateKey = (resource: string) => `sync_state:${resource}`;

export interface FeedState {
  /** When a page of this feed was last committed. */
  committedAt?: string;
  /** The newest dateModified of that page. */
  newestModified?: string;
  /** When the feed was last asked. */
  checkedAt: string;
  /** Whether that ask found the feed's end. */
  atEnd: boolean;
}

export const readCursor = async (db: Queryable, resource: string): Promise<string | undefined> => {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [
    offsetKey(resource),
  ]);
  return rows[0]?.value;
};

/** Merges `state` into the feed's saved state. */
const saveState = async (db: Queryable, resource: string, state: Partial<FeedState>) => {
  await db.query(
    `INSERT INTO meta (key, value) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET value = (meta.value::jsonb || EXCLUDED.value::jsonb)::text`,
    [stateKey(resource), JSON.stringify(state)],
  );
};

/** Saves the offset after a page, and that the page was committed (inside its transaction). */
export const saveCursor = async (
  tx: Queryable,
  resource: string,
  offset: string,
  newestModified: number,
): Promise<void> => {
  await tx.query(
    `INSERT INTO meta (key, value) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [offsetKey(resource), offset],
  );
  const now = new Date().toISOString();
  await saveState(tx, resource, {
    committedAt: now,
    ...(newestModified > 0 && { newestModified: new Date(newestModified).toISOString() }),
    checkedAt: now,
    atEnd: false,
  });
};

/** Records that the feed was asked and had nothing more. */
export const markFeedEnd = (db: Queryable, resource: string): Promise<void> =>
  saveState(db, resource, { checkedAt: new Date().toISOString(), atEnd: true });

export const readFeedStates = async (db: Queryable): Promise<Record<string, FeedState>> => {
  const { rows } = await db.query<{ key: string; value: string }>(
    `SELECT key, value FROM meta WHERE key LIKE 'sync\\_state:%' ORDER BY key`,
  );
  return Object.fromEntries(
    rows.map((row) => [row.key.slice(stateKey('').length), JSON.parse(row.value) as FeedState]),
  );
};

/**
 * How far behind the feed the portal may be, in seconds: since the feed's end was last reached,
 * or, while it is still being read, since the newest change committed.
 */
export const feedLagSeconds = (state: FeedState, now: number): number => {
  const since = state.atEnd ? state.checkedAt : (state.newestModified ?? state.checkedAt);
  return Math.max(0, Math.round((now - Date.parse(since)) / 1000));
};
