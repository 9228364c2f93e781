import { PAGING, type TotalRelation } from '../../contract/api.ts';
import type { SqlParams } from '../search/sql-params.ts';
import type { Database, Queryable } from './database.ts';

export interface SearchPage<Hit> {
  hits: Hit[];
  total: number;
  relation: TotalRelation;
}

interface PageQuery {
  table: string;
  /** The WHERE conditions (joined with AND), their values already in `params`. */
  conditions: string[];
  params: SqlParams;
  /**
   * ORDER BY, over the table's unqualified columns (`id` included). With `useIndex` it may follow
   * an index, so a page of many matches is found without reading them all; without, every match
   * is read and sorted.
   */
  order: (params: SqlParams, options: { useIndex: boolean }) => string;
  limit: number;
  offset: number;
}

/**
 * Matches are counted up to this many: each costs a read of its table row, as no index answers
 * how many rows a text matches. Past it the total is the planner's estimate.
 */
export const COUNT_LIMIT = 1_000;
/** Above this many by the planner's estimate, no count is tried at all. */
const ESTIMATE_LIMIT = 20 * COUNT_LIMIT;

/**
 * How much more a row costs when the page walks the sort's index and tests each row it passes
 * (reading its search vector, say) than when every match is found through the filters' indexes
 * and sorted.
 */
const WALK_COST = 20;

/**
 * Walking the sort's index reads about (offset + limit) × rows / matches rows to find the page,
 * and tests each it passes; sorting reads every match. This decides which, as the planner's guess
 * of how many rows a text matches can be far off either way.
 */
export const walksIndex = (
  { matches, rows }: { matches: number; rows: number },
  { limit, offset }: { limit: number; offset: number },
): boolean => {
  if (matches <= 0) return false;
  const wanted = offset + limit;
  const passed = (wanted * rows) / matches - wanted;
  return wanted + passed * WALK_COST < matches;
};

type ExplainRow = { 'QUERY PLAN': string | [{ Plan: { 'Plan Rows': number } }] };

const estimatedRows = async (db: Queryable, sql: string, values: unknown[]): Promise<number> => {
  const { rows } = await db.query<ExplainRow>(`EXPLAIN (FORMAT JSON) ${sql}`, values);
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed =
    typeof plan === 'string' ? (JSON.parse(plan) as Exclude<typeof plan, string>) : plan;
  return parsed?.[0].Plan['Plan Rows'] ?? 0;
};

const countUpTo = async (
  db: Queryable,
  from: string,
  values: unknown[],
  limit: number,
): Promise<number> => {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM (SELECT 1 ${from} LIMIT ${limit + 1}) AS m`,
    values,
  );
  return rows[0]?.count ?? 0;
};

const windowed = (total: number, relation: TotalRelation): Omit<SearchPage<never>, 'hits'> =>
  total > PAGING.window ? { total: PAGING.window, relation: 'gte' } : { total, relation };

/**
 * One page of a search and the number of matches: counted when there are at most COUNT_LIMIT,
 * else the planner's estimate ('approx', or 'gte' the window past it), unless the page itself
 * shows where the matches end. The page is found first as ids in the sort's order, so a deep
 * page or a sort of many matches handles the sort keys alone; only the page's rows are read
 * whole. Sequential scans are off: a scan tests a text against every row's search vector, which
 * costs far more than the planner assumes, while the indexes find the same rows.
 */
export const searchPage = <Hit>(db: Database, query: PageQuery): Promise<SearchPage<Hit>> =>
  db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    return pageOf<Hit>(tx, query);
  });

const pageOf = async <Hit>(
  db: Queryable,
  { table, conditions, params, order, limit, offset }: PageQuery,
): Promise<SearchPage<Hit>> => {
  const from = `FROM ${table} ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}`;
  const values = [...params.values];
  const estimate = await estimatedRows(db, `SELECT 1 ${from}`, values);
  // When the first page is expected to hold every match, it is read before anything is counted.
  const fewExpected = offset === 0 && estimate <= limit;
  const counted =
    !fewExpected && estimate <= ESTIMATE_LIMIT
      ? await countUpTo(db, from, values, COUNT_LIMIT)
      : undefined;
  const exact = counted !== undefined && counted <= COUNT_LIMIT;
  if (exact && offset >= counted) return { hits: [], total: counted, relation: 'eq' };
  const matches = exact || fewExpected ? (counted ?? limit) : Math.max(estimate, COUNT_LIMIT + 1);
  const { rows } = await db.query<{ reltuples: number }>(
    `SELECT reltuples::float8 FROM pg_class WHERE oid = '${table}'::regclass`,
  );
  const useIndex = walksIndex(
    { matches, rows: Math.max(rows[0]?.reltuples ?? 0, matches) },
    { limit, offset },
  );
  const sort = order(params, { useIndex });
  const page = await db.query<{ hit: Hit }>(
    `SELECT hit FROM (SELECT id ${from} ORDER BY ${sort}
       LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}) AS page
     JOIN ${table} USING (id) ORDER BY ${sort}`,
    params.values,
  );
  const hits = page.rows.map((row) => row.hit);
  if (exact) return { hits, total: counted, relation: 'eq' };
  // A short page is the last one: the matches end on it.
  if (hits.length < limit && (hits.length > 0 || offset === 0)) {
    return { hits, ...windowed(offset + hits.length, 'eq') };
  }
  // Past the last match, or the planner expected far fewer: count.
  if (hits.length === 0 || fewExpected) {
    return { hits, ...windowed(await countUpTo(db, from, values, PAGING.window), 'eq') };
  }
  return { hits, ...windowed(Math.round(Math.max(matches, offset + limit)), 'approx') };
};
