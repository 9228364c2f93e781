import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

export const healthRoutes = (app: FastifyInstance, db: Database): void => {
  app.get('/api/health', async () => {
    await db.query('SELECT 1');
    return { status: 'ok', database: db.kind };
  });
};
