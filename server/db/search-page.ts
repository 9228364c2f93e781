import { PAGING, type TotalRelation } from '../../contract/api.ts';
import type { SqlParams } from '../search/sql-params.ts';
import { isCodeLike, needleOf } from '../search/text-match.ts';
import type { Queryable } from './database.ts';

/**
 * Above this many matches by the planner's estimate, a search reports the estimate: counting a
 * common word's tens of thousands of matches costs far more than finding the page itself.
 */
const EXACT_COUNT_LIMIT = 5_000;
/** Text with a digit: the planner guesses substring matches high, so they are counted unless the
 * guess is far past the window. */
const CODE_COUNT_LIMIT = 5 * PAGING.window;

export interface SearchPage<Hit> {
  hits: Hit[];
  total: number;
  relation: TotalRelation;
}

interface PageQuery {
  table: string;
  /** The text searched for, if any. */
  text: string | undefined;
  /** The WHERE conditions (joined with AND), their values already in `params`. */
  conditions: string[];
  params: SqlParams;
  /**
   * ORDER BY. With `useIndex` it may follow an index, so a page of many matches is found without
   * reading them all; without, every match is read anyway and sorted.
   */
  order: (params: SqlParams, options: { useIndex: boolean }) => string;
  limit: number;
  offset: number;
}

type ExplainRow = { 'QUERY PLAN': string | [{ Plan: { 'Plan Rows': number } }] };

const estimatedRows = async (db: Queryable, sql: string, values: unknown[]): Promise<number> => {
  const { rows } = await db.query<ExplainRow>(`EXPLAIN (FORMAT JSON) ${sql}`, values);
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed =
    typeof plan === 'string' ? (JSON.parse(plan) as Exclude<typeof plan, string>) : plan;
  return parsed?.[0].Plan['Plan Rows'] ?? 0;
};

const capped = (
  total: number,
  relation: TotalRelation,
): Pick<SearchPage<never>, 'total' | 'relation'> =>
  total > PAGING.window ? { total: PAGING.window, relation: 'gte' } : { total, relation };

/**
 * One page of a search and the number of matches: counted, in the same pass as the page, when
 * the planner expects few; else the planner's estimate, and the page follows the sort's index.
 * The total is never more than the result window.
 */
export const searchPage = async <Hit>(
  db: Queryable,
  { table, text, conditions, params, order, limit, offset }: PageQuery,
): Promise<SearchPage<Hit>> => {
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const whereValues = [...params.values];
  const estimate = await estimatedRows(db, `SELECT 1 FROM ${table} ${where}`, whereValues);
  const countUpTo = isCodeLike(needleOf(text)) ? CODE_COUNT_LIMIT : EXACT_COUNT_LIMIT;
  const counted = estimate <= countUpTo;
  const page = await db.query<{ hit: Hit; total: number }>(
    `SELECT hit${counted ? ', count(*) OVER ()::int AS total' : ''} FROM ${table} ${where}
     ORDER BY ${order(params, { useIndex: !counted })}
     LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`,
    params.values,
  );
  const hits = page.rows.map((row) => row.hit);
  if (!counted) return { hits, ...capped(Math.round(estimate), 'approx') };
  if (page.rows[0]) return { hits, ...capped(page.rows[0].total, 'eq') };
  // A page past the last match counts nothing: count apart.
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${table} ${where}
     LIMIT ${PAGING.window + 1}) AS m`,
    whereValues,
  );
  return { hits, ...capped(rows[0]?.total ?? 0, 'eq') };
};
