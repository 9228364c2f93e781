/**
 * The watches' news of one page of written tenders: which search watches each changed tender now
 * enters (it matches after the page and did not before), and what changed in each watched tender
 * (tender-events.ts). The page's transaction keeps only what the writes replace (its search rows,
 * the watched tenders); the news is found after the commit, off the writer's path
 * (news-queue.ts), and only the page's tenders are read.
 */
import type { Database, Queryable } from '../db/database.ts';
import { rowsBefore, searchNews, type RowsBefore, type SearchNews } from './search-news.ts';
import { tenderEvents, type StoredTender } from './tender-events.ts';

/** The watched tenders as stored: their shape and own tabs. */
const readStored = async (
  db: Queryable,
  which: readonly string[],
): Promise<Map<string, StoredTender>> => {
  if (which.length === 0) return new Map();
  const { rows } = await db.query<{ id: string } & StoredTender>(
    'SELECT id, data AS tender, tabs FROM tenders WHERE id = ANY($1::text[])',
    [which],
  );
  return new Map(rows.map(({ id, tender, tabs }) => [id, { tender, tabs }]));
};

interface EventRow {
  watchId: string;
  tenderId: string;
  kind: string;
  detail: Record<string, unknown>;
}

/** A watch deleted since the page was written hears nothing. */
const WATCH_KEPT = 'EXISTS (SELECT 1 FROM watches w WHERE w.id = event.watch_id)';

const insertEvents = async (db: Queryable, events: readonly EventRow[]): Promise<void> => {
  if (events.length === 0) return;
  await db.query(
    `INSERT INTO watch_events (watch_id, tender_id, kind, detail)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::jsonb[]) AS event (watch_id)
     WHERE ${WATCH_KEPT}`,
    [
      events.map((event) => event.watchId),
      events.map((event) => event.tenderId),
      events.map((event) => event.kind),
      events.map((event) => JSON.stringify(event.detail)),
    ],
  );
};

/**
 * The tenders that entered searches: a row per watch and page, thousands of rows at times, so
 * each is small and its readers name the tenders (store.ts).
 */
const insertSearchNews = async (db: Queryable, news: readonly SearchNews[]): Promise<void> => {
  if (news.length === 0) return;
  await db.query(
    `INSERT INTO watch_events (watch_id, tender_ids, kind)
     SELECT event.watch_id, event.tender_ids, 'match'
     FROM jsonb_to_recordset($1::jsonb) AS event (watch_id bigint, tender_ids text[])
     WHERE ${WATCH_KEPT}`,
    [
      JSON.stringify(
        news.map(({ watchId, tenderIds }) => ({ watch_id: watchId, tender_ids: tenderIds })),
      ),
    ],
  );
};

/** Finds and records a committed page's news. */
export type PageNews = (db: Database) => Promise<void>;

interface TenderWatch {
  id: string;
  tender_id: string;
}

/**
 * Call inside a page's transaction before its tenders (`ids`) are written; run the answer after
 * the commit (news-queue.ts). Undefined when nothing is watched; with no watch it costs two
 * small queries.
 */
export const watchTenderPage = async (
  tx: Queryable,
  ids: readonly string[],
): Promise<PageNews | undefined> => {
  if (ids.length === 0) return undefined;
  const { rows: tenderWatches } = await tx.query<TenderWatch>(
    `SELECT id::text, tender_id FROM watches WHERE kind = 'tender' AND tender_id = ANY($1::text[])`,
    [ids],
  );
  const { rows: searched } = await tx.query(`SELECT 1 FROM watches WHERE kind = 'search' LIMIT 1`);
  if (tenderWatches.length === 0 && searched.length === 0) return undefined;
  const watchedIds = [...new Set(tenderWatches.map((watch) => watch.tender_id))];
  const old = await readStored(tx, watchedIds);
  const before: RowsBefore | undefined =
    searched.length === 0 ? undefined : await rowsBefore(tx, ids);

  return (db) =>
    db.transaction(async (tx) => {
      // News still queued is lost with the process anyway: its commit need not wait for the disk,
      // nor hold up the writer's.
      await tx.query('SET LOCAL synchronous_commit = off');
      await insertSearchNews(tx, before === undefined ? [] : await searchNews(tx, ids, before));
      const current = await readStored(tx, watchedIds);
      const changes: EventRow[] = tenderWatches.flatMap(({ id: watchId, tender_id: id }) => {
        const stored = current.get(id);
        if (!stored) return [];
        const about = { tenderID: stored.tender.tenderID, title: stored.tender.title };
        return tenderEvents(old.get(id), stored).map((event) => ({
          watchId,
          tenderId: id,
          kind: event.kind,
          detail: { ...about, tab: event.tab, ...event.detail },
        }));
      });
      await insertEvents(tx, changes);
    });
};
