import type { FastifyInstance } from 'fastify';
import type { PortalStats, StatsResponse } from '../../contract/stats.ts';
import { cachedFor } from '../cached-for.ts';
import type { Database } from '../db/database.ts';
import { errorAnswers } from '../http/openapi.ts';
import { StatsAnswerSchema } from '../../contract/schemas/answers.ts';

/** How long one count is served before the next request counts again. */
export const STATS_TTL_MS = 60_000;

/**
 * At the bidding stage: the status the search's own status filter finds, so the home page's
 * figure, its label and the search it links to say the same thing (docs/decisions.md).
 */
const OPEN = `status = 'active.tendering' AND NOT is_test`;

const STATS_SQL = `
  SELECT
    (SELECT count(*) FROM tender_search WHERE ${OPEN})::integer AS open_tenders,
    (SELECT coalesce(sum(value_amount), 0) FROM tender_search
      WHERE ${OPEN} AND value_currency = 'UAH')::float8
      AS open_tenders_value,
    (SELECT count(*) FROM plans WHERE NOT is_test)::integer AS plans,
    (SELECT count(*) FROM frameworks WHERE NOT is_test)::integer AS frameworks,
    (SELECT count(*) FROM catalogue WHERE kind = 'product' AND NOT is_test)::integer AS products`;

type StatsRow = Omit<PortalStats, 'counted_at'>;

export const countStats = async (db: Database, now: Date): Promise<PortalStats> => {
  const { rows } = await db.query<StatsRow>(STATS_SQL);
  const row = rows[0];
  return {
    open_tenders: row?.open_tenders ?? 0,
    open_tenders_value: row?.open_tenders_value ?? 0,
    plans: row?.plans ?? 0,
    frameworks: row?.frameworks ?? 0,
    products: row?.products ?? 0,
    counted_at: now.toISOString(),
  };
};

/** GET /api/stats: `{data: PortalStats}`, counted at most once a minute. */
export const statsRoutes = (app: FastifyInstance, db: Database): void => {
  const stats = cachedFor(STATS_TTL_MS, async (): Promise<StatsResponse> => ({
    data: await countStats(db, new Date()),
  }));
  const schema = {
    summary: 'The numbers of the home page',
    description:
      'Tenders at the bidding stage and their expected value in UAH, plans, frameworks and ' +
      'catalogue products, over real objects; counted at most once a minute.',
    response: { 200: StatsAnswerSchema, ...errorAnswers() },
  };
  app.get('/api/stats', { schema }, async (_request, reply) => reply.send(await stats()));
};
