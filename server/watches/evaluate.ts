/**
 * The watches' news of written tenders: which search watches each changed tender now enters (it
 * matches after the writes and did not before), and what changed in each watched tender
 * (tender-events.ts). Only what a page's writes replace is kept (its search rows, the watched
 * tenders), before they commit; the news is found after the commit, off the writer's path
 * (news-queue.ts), for one page or for several merged, and only their tenders are read.
 */
import type { Database, Queryable, Transaction } from '../db/database.ts';
import {
  mergeRowsBefore,
  rowsBefore,
  searchNews,
  type RowsBefore,
  type SearchNews,
} from './search-news.ts';
import { tenderEvents, type StoredTender } from './tender-events.ts';

interface TenderWatch {
  id: string;
  tender_id: string;
}

/** The tenders `watches` follow, as stored: their shape and own tabs. */
const readWatched = async (
  db: Queryable,
  watches: readonly TenderWatch[],
): Promise<Map<string, StoredTender>> => {
  const which = [...new Set(watches.map((watch) => watch.tender_id))];
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

/** What written tenders replaced, kept to find their news after the commit (recordNews). */
export interface PageNews {
  /** The tenders written while a search was watched, and their search rows before. */
  searched: { ids: readonly string[]; before: RowsBefore } | undefined;
  /** The tender watches on the written tenders, and those tenders as they were. */
  tenderWatches: readonly TenderWatch[];
  old: ReadonlyMap<string, StoredTender>;
}

/** What the tenders `ids` are before they are written; undefined when nothing is watched. */
const keepBefore = async (db: Queryable, ids: readonly string[]): Promise<PageNews | undefined> => {
  if (ids.length === 0) return undefined;
  const { rows: tenderWatches } = await db.query<TenderWatch>(
    `SELECT id::text, tender_id FROM watches WHERE kind = 'tender' AND tender_id = ANY($1::text[])`,
    [ids],
  );
  const { rows: searched } = await db.query(`SELECT 1 FROM watches WHERE kind = 'search' LIMIT 1`);
  if (tenderWatches.length === 0 && searched.length === 0) return undefined;
  return {
    searched: searched.length === 0 ? undefined : { ids, before: await rowsBefore(db, ids) },
    tenderWatches,
    old: await readWatched(db, tenderWatches),
  };
};

/**
 * Writes a page in one transaction (`write`), keeping what the writes of its tenders (`ids`)
 * replace; once committed, its news is for a NewsQueue (undefined when nothing is watched). On
 * PostgreSQL that is read on a connection of its own while the page is written: until the commit
 * it sees the rows as they were, and the writer does not wait for it. The embedded database, one
 * connection, reads it in the transaction before the writes.
 */
export const writeWatched = async <T>(
  db: Database,
  ids: readonly string[],
  write: (tx: Transaction) => Promise<T>,
): Promise<{ written: T; news: PageNews | undefined }> =>
  db.transaction(async (tx) => {
    if (db.kind === 'pglite') {
      const news = await keepBefore(tx, ids);
      return { written: await write(tx), news };
    }
    const kept = keepBefore({ query: db.write }, ids);
    // Awaited below, before the commit; a failed write must not leave it unhandled.
    kept.catch(() => undefined);
    const written = await write(tx);
    return { written, news: await kept };
  });

/**
 * The news of consecutive pages as one: each tender as it was before the first of them that
 * wrote it, against how it is after the last.
 */
export const mergeNews = (pages: readonly PageNews[]): PageNews => {
  if (pages.length === 1 && pages[0]) return pages[0];
  const searched = pages.flatMap((page) => (page.searched ? [page.searched] : []));
  const old = new Map<string, StoredTender>();
  const seen = new Set<string>();
  for (const page of pages) {
    for (const { tender_id: id } of page.tenderWatches) {
      if (seen.has(id)) continue;
      seen.add(id);
      const stored = page.old.get(id);
      if (stored) old.set(id, stored);
    }
  }
  return {
    searched:
      searched.length === 0
        ? undefined
        : {
            ids: [...new Set(searched.flatMap((part) => part.ids))],
            before: mergeRowsBefore(searched.map((part) => part.before)),
          },
    tenderWatches: [
      ...new Map(
        pages.flatMap((page) => page.tenderWatches).map((watch) => [watch.id, watch]),
      ).values(),
    ],
    old,
  };
};

/** Finds and records the news of committed pages (mergeNews), in one transaction. */
export const recordNews = (db: Database, { searched, tenderWatches, old }: PageNews) =>
  db.transaction(async (tx) => {
    // News still queued is lost with the process anyway: its commit need not wait for the disk,
    // nor hold up the writer's.
    await tx.query('SET LOCAL synchronous_commit = off');
    await insertSearchNews(tx, searched ? await searchNews(tx, searched.ids, searched.before) : []);
    const current = await readWatched(tx, tenderWatches);
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
