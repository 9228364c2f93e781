import { PAGING, type TotalRelation } from '../../contract/api.ts';
import type { SearchFilters } from '../search/filters.ts';
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

export interface SearchTotal {
  total: number;
  relation: TotalRelation;
}

type ExplainRow = { 'QUERY PLAN': string | [{ Plan: { 'Plan Rows': number } }] };

const estimatedRows = async (db: Queryable, sql: string, values: unknown[]): Promise<number> => {
  const { rows } = await db.query<ExplainRow>(`EXPLAIN (FORMAT JSON) ${sql}`, values);
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed =
    typeof plan === 'string' ? (JSON.parse(plan) as Exclude<typeof plan, string>) : plan;
  return parsed?.[0].Plan['Plan Rows'] ?? 0;
};

const capped = (total: number, relation: TotalRelation): SearchTotal =>
  total > PAGING.window ? { total: PAGING.window, relation: 'gte' } : { total, relation };

/**
 * How many rows of `table` match `where` (built with `values`): counted when there are few,
 * else estimated; never more than the result window.
 */
export const searchTotal = async (
  db: Queryable,
  table: string,
  where: string,
  values: unknown[],
  filters: SearchFilters,
): Promise<SearchTotal> => {
  const matches = `SELECT 1 FROM ${table} ${where}`;
  const estimate = await estimatedRows(db, matches, values);
  const countUpTo = isCodeLike(needleOf(filters.text)) ? CODE_COUNT_LIMIT : EXACT_COUNT_LIMIT;
  if (estimate > countUpTo) return capped(Math.round(estimate), 'approx');
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (${matches} LIMIT ${PAGING.window + 1}) AS m`,
    values,
  );
  return capped(rows[0]?.total ?? 0, 'eq');
};
