import type { FastifyInstance } from 'fastify';
import { FLAG_CODES, type FlagCounts, type FlagCountsResponse } from '../../contract/flags.ts';
import { cachedFor } from '../cached-for.ts';
import type { Database } from '../db/database.ts';
import { errorAnswers } from '../http/openapi.ts';
import { FlagCountsAnswerSchema } from '../../contract/schemas/answers.ts';
import { STATS_TTL_MS } from './stats.ts';

/** Real tenders per flag code, through the same column the search's flag filter reads. */
const COUNTS_SQL = `
  SELECT code, count(*)::integer AS count
  FROM tenders, unnest(flag_codes) AS code
  WHERE NOT is_test GROUP BY code`;

export const countFlags = async (db: Database, now: Date): Promise<FlagCounts> => {
  const { rows } = await db.query<{ code: string; count: number }>(COUNTS_SQL);
  const found = new Map(rows.map((row) => [row.code, row.count]));
  const counts = Object.fromEntries(
    FLAG_CODES.map((code) => [code, found.get(code) ?? 0]),
  ) as FlagCounts['counts'];
  return { counts, counted_at: now.toISOString() };
};

/** GET /api/flags: `{data: FlagCounts}`, counted at most once a minute (as /api/stats). */
export const flagRoutes = (app: FastifyInstance, db: Database): void => {
  const counts = cachedFor(STATS_TTL_MS, async (): Promise<FlagCountsResponse> => ({
    data: await countFlags(db, new Date()),
  }));
  const schema = {
    summary: 'Red flags counted',
    description:
      'How many real tenders carry each red flag, every code present; counted at most once a minute.',
    response: { 200: FlagCountsAnswerSchema, ...errorAnswers() },
  };
  app.get('/api/flags', { schema }, async (_request, reply) => reply.send(await counts()));
};
