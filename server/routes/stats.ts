import type { FastifyInstance } from 'fastify';
import type { PortalStats, StatsResponse } from '../../contract/stats.ts';
import { cachedFor } from '../cached-for.ts';
import type { Database } from '../db/database.ts';

/** How long one count is served before the next request counts again. */
export const STATS_TTL_MS = 60_000;

/**
 * Open: the status says bidding ($1 is now) and the tender period has not ended; the shipped
 * data is a snapshot, so a status alone may outlive the deadline. A period without an end counts.
 */
const OPEN = `status = 'active.tendering' AND NOT is_test
  AND coalesce(upper(tender_period) > $1::timestamptz, true)`;

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
  const { rows } = await db.query<StatsRow>(STATS_SQL, [now.toISOString()]);
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
  app.get('/api/stats', async (_request, reply) => reply.send(await stats()));
};
