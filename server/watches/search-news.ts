/**
 * Which tenders of written pages entered each search watch's results: they match after the pages
 * and did not before. Their search rows are kept as they were before the writes (rowsBefore); the
 * news is found after the commit. The sieve (page-rows.ts) decides the searches it judges whole,
 * before and after, in memory; each other search's SQL (tender-where.ts) runs only on the rows
 * the sieve let through.
 */
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/database.ts';
import type { SearchFilters } from '../search/filters.ts';
import { SqlParams } from '../db/sql-params.ts';
import { tenderConditions } from '../search/tender-where.ts';
import { answersAlike, PageRows, readSieveRows } from './page-rows.ts';
import { watchFilters } from './parse-watch.ts';
import { shareMemos, sieveSearch, type SieveRow, type SieveSearch } from './sieve-search.ts';

/** The boolean columns of one matching statement: far below PostgreSQL's 1,664 columns a row. */
const SEARCHES_PER_STATEMENT = 500;

/** A watch's search as the sieve and the SQL test it, and what watches sharing it share. */
interface Prepared {
  filters: SearchFilters;
  sieve: SieveSearch;
  /** The filters but the sort, which changes no result. */
  key: string;
}

/** Each watch's search, prepared once per process; undefined when its query no longer parses. */
const prepared = new LRUCache<string, { entry: Prepared | undefined }>({ max: 20_000 });
const prepare = (query: string): Prepared | undefined => {
  let cached = prepared.get(query);
  if (!cached) {
    try {
      const filters = watchFilters(query);
      const key = JSON.stringify({ ...filters, sort: undefined });
      cached = { entry: { filters, sieve: sieveSearch(filters), key } };
    } catch {
      cached = { entry: undefined };
    }
    prepared.set(query, cached);
  }
  return cached.entry;
};

/** One search and the watches that share it. */
interface Group extends Prepared {
  watches: string[];
}

/** The search watches as last grouped, and the version of the watch set they were read at. */
let grouped: { version: string; groups: Group[]; inexact: boolean } | undefined;

/**
 * The search watches, grouped by what they match; read again only when the set of watches has
 * changed (migration 023 counts its changes), so a page costs one small query.
 */
const searchGroups = async (db: Queryable): Promise<Group[]> => {
  const { rows } = await db.query<{ version: string }>('SELECT version::text FROM watch_set');
  const version = rows[0]?.version ?? '';
  if (grouped?.version === version) return grouped.groups;
  const { rows: watches } = await db.query<{ id: string; query: string }>(
    `SELECT id::text, query FROM watches WHERE kind = 'search'`,
  );
  const groups = new Map<string, Group>();
  for (const watch of watches) {
    const entry = prepare(watch.query);
    if (!entry) continue;
    const group = groups.get(entry.key) ?? { ...entry, watches: [] };
    group.watches.push(watch.id);
    groups.set(entry.key, group);
  }
  const all = shareMemos([...groups.values()]);
  grouped = { version, groups: all, inexact: all.some((group) => !group.sieve.exact) };
  return all;
};

/** A search and the rows of the page its SQL is to test. */
interface Tested extends Group {
  rows: readonly string[];
}

/**
 * For each search, which of its rows its SQL finds in `source` (the search table now, or the
 * page's rows as they were): each is tested on its own rows only.
 */
const matching = async (
  db: Queryable,
  source: (params: SqlParams) => string,
  searches: readonly Tested[],
): Promise<Set<string>[]> => {
  const found = searches.map(() => new Set<string>());
  for (let start = 0; start < searches.length; start += SEARCHES_PER_STATEMENT) {
    const chunk = searches.slice(start, start + SEARCHES_PER_STATEMENT);
    const params = new SqlParams();
    const from = source(params);
    const ids = params.add([...new Set(chunk.flatMap((search) => search.rows))]);
    const columns = chunk.map((search, n) => {
      const conditions = [
        `id = ANY(${params.add(search.rows)}::text[])`,
        ...tenderConditions(search.filters, params),
      ];
      return `(${conditions.join(' AND ')}) AS m${String(n)}`;
    });
    const { rows } = await db.query(
      `SELECT id, ${columns.join(', ')} FROM ${from} WHERE id = ANY(${ids}::text[])`,
      params.values,
    );
    for (const row of rows) {
      chunk.forEach((_search, n) => {
        if (row[`m${String(n)}`] === true) found[start + n]?.add(String(row.id));
      });
    }
  }
  return found;
};

/**
 * Rows of the search table kept as JSON (`json`: a parameter), named as the table: of a tender
 * kept by several pages, the first page's row.
 */
const keptRows = (json: string): string =>
  `(SELECT DISTINCT ON (id) * FROM jsonb_populate_recordset(NULL::tender_search, ${json}::jsonb)
      WITH ORDINALITY ORDER BY id, ordinality) AS tender_search`;

/**
 * The page's search rows before its writes: as the sieve reads them, and whole (JSON) while a
 * search the sieve cannot judge whole is watched (its SQL tests them), or the watches are not
 * yet read.
 */
export interface RowsBefore {
  rows: SieveRow[];
  whole: string | undefined;
}

/** Before a page's writes commit (evaluate.ts, writeWatched): its search rows as they are. */
export const rowsBefore = async (tx: Queryable, ids: readonly string[]): Promise<RowsBefore> => {
  const rows = await readSieveRows(tx, ids);
  if (grouped && !grouped.inexact) return { rows, whole: undefined };
  const { rows: whole } = await tx.query<{ json: string }>(
    `SELECT coalesce(json_agg(s), '[]')::text AS json FROM tender_search s
     WHERE id = ANY($1::text[])`,
    [ids],
  );
  return { rows, whole: whole[0]?.json ?? '[]' };
};

/**
 * The rows before consecutive pages: of a tender several wrote, the row before the first. Whole
 * rows only if every page kept them: else a search the sieve cannot judge whole hears of each row
 * it matches, as it does when it is watched after a page's rows were kept.
 */
export const mergeRowsBefore = (parts: readonly RowsBefore[]): RowsBefore => {
  const rows = new Map<string, SieveRow>();
  for (const part of parts)
    for (const row of part.rows) if (!rows.has(row.id)) rows.set(row.id, row);
  const wholes = parts.flatMap(({ whole }) => (whole === undefined ? [] : [whole.slice(1, -1)]));
  return {
    rows: [...rows.values()],
    whole: wholes.length === parts.length ? `[${wholes.filter(Boolean).join(',')}]` : undefined,
  };
};

const minus = (rows: readonly string[], taken: ReadonlySet<string>) =>
  rows.filter((id) => !taken.has(id));

/** The tenders of a page that entered a watch's results. */
export interface SearchNews {
  watchId: string;
  tenderIds: string[];
}

/** After the pages' commit: the tenders of the pages each search watch's results gained. */
export const searchNews = async (
  db: Queryable,
  ids: readonly string[],
  before: RowsBefore,
): Promise<SearchNews[]> => {
  const groups = await searchGroups(db);
  if (groups.length === 0) return [];
  // A row that changed only what no search reads (its date of change) enters no search.
  const kept = new Map(before.rows.map((row) => [row.id, row]));
  const changed = (await readSieveRows(db, ids)).filter((row) => {
    const old = kept.get(row.id);
    return !old || !answersAlike(old, row);
  });
  if (changed.length === 0) return [];
  const page = new PageRows(changed, before.rows);
  const entered: { watches: string[]; rows: string[] }[] = [];
  const tested: Tested[] = [];
  for (const group of groups) {
    if (group.sieve.exact) {
      const rows = page.entered(group.sieve);
      if (rows.length > 0) entered.push({ watches: group.watches, rows });
    } else {
      const rows = page.candidates(group.sieve);
      if (rows.length > 0) tested.push({ ...group, rows });
    }
  }
  const now = await matching(db, () => 'tender_search', tested);
  const found = tested.flatMap((search, n) => {
    const rows = [...(now[n] ?? [])];
    return rows.length > 0 ? [{ ...search, rows }] : [];
  });
  // A search watched since the page's rows were kept hears of each row it now matches.
  const { whole } = before;
  const matchedBefore =
    whole === undefined
      ? found.map(() => new Set<string>())
      : await matching(db, (params) => keptRows(params.add(whole)), found);
  found.forEach((search, n) => {
    entered.push({ ...search, rows: minus(search.rows, matchedBefore[n] ?? new Set()) });
  });
  return entered.flatMap(({ watches, rows }) =>
    rows.length === 0 ? [] : watches.map((watchId) => ({ watchId, tenderIds: rows })),
  );
};
