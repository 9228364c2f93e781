/**
 * The watches' news of one page of written tenders, in the page's transaction: which search
 * watches each changed tender now enters (it matches after the page and did not before), and what
 * changed in each watched tender (tender-events.ts). Only the page's tenders are read.
 */
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/database.ts';
import type { SearchFilters } from '../search/filters.ts';
import { SqlParams } from '../search/sql-params.ts';
import { tenderConditions } from '../search/tender-where.ts';
import { watchFilters } from './parse-watch.ts';
import { tenderEvents, type StoredTender } from './tender-events.ts';

/** The boolean columns of one matching query: far below PostgreSQL's 1,664 columns a row. */
const QUERIES_PER_STATEMENT = 500;

/** A watch's search, parsed once per process: the query strings are few and never change. */
const parsed = new LRUCache<string, SearchFilters>({ max: 20_000 });
const filtersOf = (query: string): SearchFilters => {
  let filters = parsed.get(query);
  if (!filters) {
    filters = watchFilters(query);
    parsed.set(query, filters);
  }
  return filters;
};

/** For each query (by index), the ids among `ids` its search finds now. */
const matching = async (
  tx: Queryable,
  ids: readonly string[],
  queries: readonly string[],
): Promise<Set<string>[]> => {
  const found = queries.map(() => new Set<string>());
  for (let start = 0; start < queries.length; start += QUERIES_PER_STATEMENT) {
    const chunk = queries.slice(start, start + QUERIES_PER_STATEMENT);
    const params = new SqlParams();
    const idList = params.add(ids);
    const columns = chunk.map((query, n) => {
      const conditions = tenderConditions(filtersOf(query), params);
      return `(${conditions.length > 0 ? conditions.join(' AND ') : 'TRUE'}) AS m${String(n)}`;
    });
    const { rows } = await tx.query(
      `SELECT id, ${columns.join(', ')} FROM tender_search WHERE id = ANY(${idList}::text[])`,
      params.values,
    );
    for (const row of rows) {
      chunk.forEach((_query, n) => {
        if (row[`m${String(n)}`] === true) found[start + n]?.add(String(row.id));
      });
    }
  }
  return found;
};

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

/** What an event names its tender by. */
const readNames = async (
  db: Queryable,
  which: readonly string[],
): Promise<Map<string, { tenderID: string; title: string }>> => {
  if (which.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; tender_id: string; title: string }>(
    'SELECT id, tender_id, title FROM tenders WHERE id = ANY($1::text[])',
    [which],
  );
  return new Map(rows.map((row) => [row.id, { tenderID: row.tender_id, title: row.title }]));
};

interface EventRow {
  tokenHash: string;
  tenderId: string;
  kind: string;
  detail: Record<string, unknown>;
}

const insertEvents = async (tx: Queryable, events: readonly EventRow[]): Promise<void> => {
  if (events.length === 0) return;
  await tx.query(
    `INSERT INTO watch_events (token_hash, tender_id, kind, detail)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::jsonb[])`,
    [
      events.map((event) => event.tokenHash),
      events.map((event) => event.tenderId),
      events.map((event) => event.kind),
      events.map((event) => JSON.stringify(event.detail)),
    ],
  );
};

/** Answers the step to run after the page's writes, in the same transaction: the watches whose news it recorded. */
export type AfterPage = (tx: Queryable) => Promise<Set<string>>;

const NOTHING: AfterPage = () => Promise.resolve(new Set());

/**
 * Call inside a page's transaction before its tenders (`ids`) are written; run the answer after
 * they are. With no watch at all it costs one query.
 */
export const watchTenderPage = async (
  tx: Queryable,
  ids: readonly string[],
): Promise<AfterPage> => {
  if (ids.length === 0) return NOTHING;
  const { rows: watches } = await tx.query<{
    token_hash: string;
    kind: 'search' | 'tender';
    query: string | null;
    tender_id: string | null;
  }>(
    `SELECT token_hash, kind, query, tender_id FROM watches
     WHERE kind = 'search' OR tender_id = ANY($1::text[])`,
    [ids],
  );
  if (watches.length === 0) return NOTHING;
  const searches = watches.filter((watch) => watch.kind === 'search');
  const queries = [...new Set(searches.map((watch) => watch.query ?? ''))];
  const tenderWatches = watches.filter((watch) => watch.kind === 'tender');
  const watchedIds = [...new Set(tenderWatches.map((watch) => watch.tender_id ?? ''))];
  const before = await matching(tx, ids, queries);
  const old = await readStored(tx, watchedIds);

  return async (after) => {
    const now = await matching(after, ids, queries);
    const entered = new Map<string, string[]>();
    queries.forEach((query, n) => {
      const added = [...(now[n] ?? [])].filter((id) => !before[n]?.has(id));
      if (added.length > 0) entered.set(query, added);
    });
    const current = await readStored(after, watchedIds);
    const names = await readNames(after, [
      ...new Set([...watchedIds, ...[...entered.values()].flat()]),
    ]);
    const about = (id: string) => names.get(id) ?? { tenderID: id, title: '' };
    const events: EventRow[] = [];
    for (const watch of searches) {
      for (const id of entered.get(watch.query ?? '') ?? []) {
        events.push({
          tokenHash: watch.token_hash,
          tenderId: id,
          kind: 'match',
          detail: about(id),
        });
      }
    }
    for (const watch of tenderWatches) {
      const id = watch.tender_id ?? '';
      const tender = current.get(id);
      if (!tender) continue;
      for (const event of tenderEvents(old.get(id), tender)) {
        events.push({
          tokenHash: watch.token_hash,
          tenderId: id,
          kind: event.kind,
          detail: { ...about(id), tab: event.tab, ...event.detail },
        });
      }
    }
    await insertEvents(after, events);
    return new Set(events.map((event) => event.tokenHash));
  };
};
