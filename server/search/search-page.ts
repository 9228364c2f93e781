import { PAGING, type TotalRelation } from '../../contract/api.ts';
import { cachedFor } from '../cached-for.ts';
import { SqlParams } from '../db/sql-params.ts';
import type { Database, Queryable } from '../db/database.ts';
import {
  COUNT_LIMIT,
  IDS_READ,
  nextWalkCap,
  probeCap,
  walkCap,
  walksIndex,
  WALK_COST,
} from './search-page-costs.ts';

export interface SearchPage<Hit> {
  hits: Hit[];
  total: number;
  relation: TotalRelation;
}

/** A walk of an index: its order, and the equalities that lead it. */
interface IndexWalk {
  order: (params: SqlParams, options: { useIndex: boolean }) => string;
  scope?: (params: SqlParams) => string[];
}

/**
 * An order no index serves (relevance) as tiers of matches, each tier's before the next's, and an
 * order within a tier that an index serves (its leading equalities in `scope`). Each tier's
 * conditions replace the search's, and together the tiers match what it matches.
 */
export interface OrderTiers extends IndexWalk {
  tiers: ((params: SqlParams) => string[])[];
  /**
   * Whether the planner's guess of a tier's matches can be far too low: several words are
   * counted as if apart, where people type words that go together (at 1,000,000 tenders, the
   * titles with «придбання» and «медичний»: 929 guessed, 5,781 there).
   */
  guessedLow?: boolean;
}

interface PageQuery {
  /** The table searched: its conditions, order and count. */
  table: string;
  /** The table a page's hits are read from, joined by id (the searched one when not given). */
  hitTable?: string;
  /** The WHERE conditions (joined with AND), their values already in `params`. */
  conditions: string[];
  params: SqlParams;
  /**
   * ORDER BY, over the table's unqualified columns (`id` included). With `useIndex` it may follow
   * an index, so a page of many matches is found without reading them all; without, every match
   * is read and sorted.
   */
  order: IndexWalk['order'];
  /** False when no index holds the order (relevance): every match is read and sorted. */
  indexedOrder?: boolean;
  limit: number;
  offset: number;
  /**
   * Equalities on the leading columns of an index that also holds the sort, their values added
   * to the params given: walking that index passes only the rows they match, not the whole table.
   */
  sortIndexScope?: (params: SqlParams) => string[];
  /**
   * For an order no index serves (relevance), its tiers: a page of many matches is found tier by
   * tier, each a search in an indexed order, not by sorting every match.
   */
  tiers?: OrderTiers;
  /**
   * Searched as one tier of a tiered page, whose page is all it needs: it counts its matches only
   * when the page ends in it.
   */
  tierPart?: boolean;
  /**
   * OrderTiers.guessedLow: a short walk of the order is tried before few expected matches are
   * sorted.
   */
  guessedLow?: boolean;
  /** What a hit is, over the table's columns (json); the stored `hit` when not given. */
  hit?: string;
}

/**
 * The condition that leaves test objects out. The sort indexes carry the test mark or hold real
 * rows only (migrations 007, 009 and 014), so a walk tests it in the index: passing a test row
 * costs no more than a match.
 */
export const REAL_ONLY = 'NOT is_test';

/**
 * REAL_ONLY for a search whose index conditions hold real rows only (the real tenders' text
 * index), written so that the planner cannot prove from it the sort indexes' `NOT is_test`:
 * otherwise, guessing a text's matches far too many, it reads a whole sort index as a bitmap of
 * every real row to AND into them (at 1,000,000 tenders, 572,280 entries for 1,264 matches of
 * «рибне»: 125 → 3 ms). A walk still follows the sort indexes with REAL_ONLY.
 */
export const REAL_ONLY_UNPROVEN = 'is_test IS NOT TRUE';

const whereOf = (conditions: readonly string[]): string =>
  conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';

type ExplainRow = { 'QUERY PLAN': string | [{ Plan: { 'Plan Rows': number } }] };

const estimatedRows = async (db: Queryable, sql: string, values: unknown[]): Promise<number> => {
  const { rows } = await db.query<ExplainRow>(`EXPLAIN (FORMAT JSON) ${sql}`, values);
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed =
    typeof plan === 'string' ? (JSON.parse(plan) as Exclude<typeof plan, string>) : plan;
  return parsed?.[0].Plan['Plan Rows'] ?? 0;
};

const countSql = (from: string, limit: number): string =>
  `SELECT count(*)::int AS count FROM (SELECT 1 ${from} LIMIT ${limit + 1}) AS m`;

/** The hits of `ids`, in their order. */
const hitsOf = async <Hit>(
  db: Queryable,
  { hitTable, hit }: { hitTable: string; hit: string },
  ids: readonly unknown[],
): Promise<Hit[]> => {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ hit: Hit }>(
    `SELECT ${hit} AS hit FROM ${hitTable} WHERE id = ANY($1) ORDER BY array_position($1, id)`,
    [ids],
  );
  return rows.map((row) => row.hit);
};

const windowed = (total: number, relation: TotalRelation): Omit<SearchPage<never>, 'hits'> =>
  total > PAGING.window ? { total: PAGING.window, relation: 'gte' } : { total, relation };

/** A table's row count as the planner knows it, read again after a minute. */
const tableRows = new WeakMap<Database, Map<string, () => Promise<number>>>();
const ROWS_MAX_AGE_MS = 60_000;

const rowsOf = (db: Database, table: string): Promise<number> => {
  const known = tableRows.get(db) ?? new Map<string, () => Promise<number>>();
  tableRows.set(db, known);
  let read = known.get(table);
  if (!read) {
    read = cachedFor(ROWS_MAX_AGE_MS, async () => {
      const { rows } = await db.query<{ reltuples: number }>(
        `SELECT reltuples::float8 FROM pg_class WHERE oid = '${table}'::regclass`,
      );
      return Math.max(rows[0]?.reltuples ?? 0, 0);
    });
    known.set(table, read);
  }
  return read();
};

/**
 * When every match is to be sorted and they are more than this share of the table, the planner
 * may read the whole table instead of using the indexes; a text is then tested against every
 * row's search vector, which costs far more than the planner assumes, so sequential scans are
 * turned off for that query. (A page that walks the sort's index stops early and needs no guard.)
 */
const SCAN_SHARE = 0.02;

/**
 * Whether walking the sort's index tests every condition in the index itself: each is REAL_ONLY
 * or one of the scope's equalities (the same text and values, as the search gave both), so the
 * walk reads no row to test it and passes only matches.
 */
const indexTestsAll = (
  conditions: readonly string[],
  values: readonly unknown[],
  scope: { conditions: readonly string[]; values: readonly unknown[] },
): boolean =>
  scope.values.length === values.length &&
  scope.values.every((value, n) => value === values[n]) &&
  conditions.every((condition) => condition === REAL_ONLY || scope.conditions.includes(condition));

/**
 * One page of a search and the number of matches: counted when the planner expects at most
 * COUNT_LIMIT (their ids read in order, up to IDS_READ, and the page taken from them), else the
 * planner's estimate ('approx', or 'gte' the window past it), unless the page itself shows where
 * the matches end. The page is found first as ids in the sort's order, so a deep page or a sort
 * of many matches handles the sort keys alone; only the page's rows are read whole.
 */
export const searchPage = async <Hit>(
  db: Database,
  {
    table,
    hitTable = table,
    conditions,
    params,
    order,
    indexedOrder = true,
    limit,
    offset,
    sortIndexScope,
    tiers,
    tierPart = false,
    guessedLow = false,
    hit = 'hit',
  }: PageQuery,
): Promise<SearchPage<Hit>> => {
  const from = `FROM ${table} ${whereOf(conditions)}`;
  const values = [...params.values];
  /** The conditions' values, for a statement that adds its own after them. */
  const paramsWithValues = (): SqlParams => {
    const copy = new SqlParams();
    copy.values.push(...values);
    return copy;
  };
  /**
   * The page found tier by tier: each tier's part of it is a search of its own, and a tier that
   * ends before the page does counts its matches (its page is short, so its total is exact); a
   * page that ends in the last tier counts every match; else the total is the `expected` one.
   */
  const tieredPage = async (
    { tiers: tierConditions, ...within }: OrderTiers,
    expected: number,
  ): Promise<SearchPage<Hit>> => {
    const hits: Hit[] = [];
    let before = 0;
    for (const tier of tierConditions) {
      const tierParams = new SqlParams();
      const part = await searchPage<Hit>(db, {
        table,
        hitTable,
        conditions: tier(tierParams),
        params: tierParams,
        order: within.order,
        sortIndexScope: within.scope,
        tierPart: true,
        guessedLow: within.guessedLow,
        limit: limit - hits.length,
        offset: offset + hits.length - before,
        hit,
      });
      hits.push(...part.hits);
      if (hits.length === limit) {
        return { hits, ...windowed(Math.round(Math.max(expected, offset + limit)), 'approx') };
      }
      before += part.total;
    }
    return { hits, ...windowed(before, 'eq') };
  };
  const estimate = await estimatedRows(db, `SELECT 1 ${from}`, values);
  // When the first page is expected to hold every match, it is read before anything is counted.
  const fewExpected = offset === 0 && estimate <= limit;
  if (tiers?.guessedLow && !tierPart && estimate <= COUNT_LIMIT) {
    // Counted first (through the filters' indexes, a page read a match): ranking every match,
    // which tests each one's vectors, costs several times that when far more match than guessed.
    const { rows: counted } = await db.query<{ count: number }>(countSql(from, IDS_READ), values);
    const count = counted[0]?.count ?? 0;
    if (count > IDS_READ) return tieredPage(tiers, Math.max(estimate, count));
  }
  if (!tierPart && !fewExpected && estimate <= COUNT_LIMIT) {
    // Few expected: the matches' ids in order, counted, and the page taken from them (finding
    // the matches of a common word is most of a text search's time: it is done once).
    const ordered = paramsWithValues();
    const { rows } = await db.query<{ id: unknown }>(
      `SELECT id ${from} ORDER BY ${order(ordered, { useIndex: false })} LIMIT ${IDS_READ + 1}`,
      ordered.values,
    );
    const ids = rows.map((row) => row.id);
    const all = ids.length <= IDS_READ;
    if (all || offset + limit <= ids.length) {
      const hits = await hitsOf<Hit>(db, { hitTable, hit }, ids.slice(offset, offset + limit));
      return all
        ? { hits, total: ids.length, relation: 'eq' }
        : { hits, ...windowed(Math.max(estimate, ids.length), 'approx') };
    }
  }
  const matches = fewExpected ? limit : Math.max(estimate, COUNT_LIMIT + 1);
  if (tiers && !fewExpected) return tieredPage(tiers, matches);
  const tableRows = await rowsOf(db, table);
  const scopeParams = new SqlParams();
  const scope = sortIndexScope?.(scopeParams);
  const scopeRows = scope
    ? await estimatedRows(
        db,
        `SELECT 1 FROM ${table} WHERE ${scope.join(' AND ')}`,
        scopeParams.values,
      )
    : tableRows;
  const testedInIndex = indexTestsAll(conditions, values, {
    conditions: scope ?? [],
    values: scopeParams.values,
  });
  const walkedRows = Math.max(scopeRows, matches);
  const worthWalking = walksIndex(
    { matches, rows: walkedRows, scoped: sortIndexScope !== undefined },
    { limit, offset },
    testedInIndex ? 1 : WALK_COST,
  );
  const useIndex = indexedOrder && worthWalking;
  const many = matches > tableRows * SCAN_SHARE;
  /** The query with the plans `off` names turned off (`seqscan`, `indexscan`). */
  const guarded = <Row>(sql: string, queryValues: unknown[], off: readonly string[]) =>
    off.length > 0
      ? db.transaction(async (tx) => {
          for (const plan of off) await tx.query(`SET LOCAL enable_${plan} = off`);
          return tx.query<Row>(sql, queryValues);
        })
      : db.query<Row>(sql, queryValues);
  const noScan = many ? ['seqscan'] : [];
  const pageOf = async (
    source: string,
    sort: string,
    pageParams: SqlParams,
    off: readonly string[],
  ) => {
    // The page's rows numbered as they come out of its ordered query, so that its hits, joined
    // from the hit table, keep that order without sorting by the keys again.
    const { rows } = await guarded<{ hit: Hit }>(
      `SELECT ${hit} AS hit FROM (SELECT id, row_number() OVER () AS n
         FROM (SELECT id ${source} ORDER BY ${sort}
           LIMIT ${pageParams.add(limit)} OFFSET ${pageParams.add(offset)}) AS ordered) AS page
       JOIN ${hitTable} USING (id) ORDER BY page.n`,
      pageParams.values,
      off,
    );
    return rows.map((row) => row.hit);
  };
  /**
   * The page found by walking the index of the order; a walk that tests rows passes at most `cap`
   * of them (tested against the index's own conditions only), so its short page may be one that
   * gave up (`capped`).
   */
  const walkPage = async (cap: number): Promise<{ hits: Hit[]; capped: boolean }> => {
    const pageParams = paramsWithValues();
    const sort = order(pageParams, { useIndex: true });
    if (testedInIndex) return { hits: await pageOf(from, sort, pageParams, []), capped: false };
    const realOnly = conditions.some((c) => c === REAL_ONLY || c === REAL_ONLY_UNPROVEN);
    const inIndex = sortIndexScope?.(pageParams) ?? (realOnly ? [REAL_ONLY] : []);
    const source = `FROM (SELECT * FROM ${table} ${whereOf(inIndex)} ORDER BY ${sort} LIMIT ${cap}) AS walked
         ${whereOf(conditions)}`;
    return { hits: await pageOf(source, sort, pageParams, []), capped: true };
  };
  const sortedPage = (): Promise<Hit[]> => {
    const pageParams = paramsWithValues();
    return pageOf(from, order(pageParams, { useIndex: false }), pageParams, noScan);
  };
  /**
   * The page by walking the order's index when that is worth it, or a short walk when the planner
   * expects many matches but not enough to walk for (or may have guessed far too low). A short
   * page from a walk may be one that gave up: the planner expected far more matches than there
   * are, or fewer of them early in the order. It walks further while that costs less than
   * sorting; past that the matches are found and sorted.
   */
  const walkedOrSorted = async (): Promise<Hit[]> => {
    let cap = useIndex
      ? walkCap({ matches, rows: walkedRows }, { limit, offset })
      : indexedOrder && (!fewExpected || guessedLow)
        ? probeCap({ limit, offset })
        : undefined;
    while (cap !== undefined) {
      const walked = await walkPage(cap);
      if (walked.hits.length === limit || !walked.capped) return walked.hits;
      cap = nextWalkCap(cap, matches);
    }
    return sortedPage();
  };
  const hits = await walkedOrSorted();
  // A short page is the last one: the matches end on it.
  if (hits.length < limit && (hits.length > 0 || offset === 0)) {
    return { hits, ...windowed(offset + hits.length, 'eq') };
  }
  // Past the last match, or the planner expected far fewer: count. Through the filters' indexes,
  // never by walking one in its order: that walk is the cheapest start the planner sees for a
  // LIMIT, and when the planner expected far more matches than there are (a word that hidden
  // test tenders hold), it tests every row of the table (2.5 s at 1,000,000 tenders, 150 ms
  // through the bitmaps).
  if (hits.length === 0 || (fewExpected && !tierPart)) {
    const { rows: all } = await guarded<{ count: number }>(countSql(from, PAGING.window), values, [
      ...noScan,
      'indexscan',
    ]);
    return { hits, ...windowed(all[0]?.count ?? 0, 'eq') };
  }
  return { hits, ...windowed(Math.round(Math.max(matches, offset + limit)), 'approx') };
};
