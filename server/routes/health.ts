import type { FastifyInstance } from 'fastify';
import { DatabaseUnavailableError, type Database } from '../db/database.ts';
import { latestMigration } from '../db/migrations.ts';
import { DATABASE_RETRY_AFTER_S } from '../http/errors.ts';
import { errorAnswers } from '../http/openapi.ts';
import {
  HealthAnswerSchema,
  LiveAnswerSchema,
  NotReadyAnswerSchema,
  ReadyAnswerSchema,
} from '../../contract/schemas/answers.ts';
import { feedLagSeconds, readFeedStates } from '../sync/cursor.ts';

const healthSchema = {
  summary: 'Health',
  description:
    'The database and each synced feed: its last commit, when it was asked, how many seconds ' +
    'behind it may be; 503 JSON while the database does not answer.',
  response: { 200: HealthAnswerSchema, ...errorAnswers() },
};

const liveSchema = {
  summary: 'Liveness',
  description: 'The process serves (no database asked).',
  response: { 200: LiveAnswerSchema },
};

const readySchema = {
  summary: 'Readiness',
  description: 'A database answers and its schema is at the newest migration; else 503.',
  response: { 200: ReadyAnswerSchema, 503: NotReadyAnswerSchema },
};

/**
 * The probes of a load balancer or service manager. /live: the process serves (no database
 * asked). /ready: a database answers and its schema is at the newest migration, else 503 (a
 * process is then left out of the rotation, not restarted). /api/health: the database, 503
 * while it does not answer, and each upstream feed synced here: its last committed page and how
 * many seconds of upstream changes the portal may not have yet.
 */
export const healthRoutes = (app: FastifyInstance, db: Database): void => {
  const needed = latestMigration();

  app.get('/api/health', { schema: healthSchema }, async () => {
    const states = await readFeedStates(db);
    const now = Date.now();
    const feeds = Object.fromEntries(
      Object.entries(states).map(([name, state]) => [
        name,
        {
          lastCommit: state.committedAt ?? null,
          checkedAt: state.checkedAt,
          lagSeconds: feedLagSeconds(state, now),
        },
      ]),
    );
    return { status: 'ok', database: db.kind, feeds };
  });

  app.get('/api/health/live', { schema: liveSchema }, () => Promise.resolve({ status: 'live' }));

  app.get('/api/health/ready', { schema: readySchema }, async (_request, reply) => {
    const notReady = (reason: string) =>
      reply
        .code(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_S))
        .send({ status: 'not ready', database: db.kind, reason });
    let migration: number;
    try {
      const { rows } = await db.query<{ id: number | null }>(
        'SELECT max(id) AS id FROM schema_migrations',
      );
      migration = rows[0]?.id ?? 0;
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) {
        return notReady('the database is not answering');
      }
      // No schema_migrations table: nothing was migrated.
      migration = 0;
    }
    if (migration < needed) {
      return notReady(
        `the schema is at migration ${String(migration)} of ${String(needed)}: migrations are not done`,
      );
    }
    return { status: 'ready', database: db.kind, migration };
  });
};
