/**
 * GET /api/stats: the home page's "numbers today", counted over the real objects (test objects,
 * `mode: "test"`, left out as in search) and kept for a minute on the server. The types are
 * those of the schemas the server describes the answer with.
 */
import type { Static } from '@sinclair/typebox';
import type { PortalStatsSchema, StatsAnswerSchema } from './schemas/answers.ts';

export type PortalStats = Static<typeof PortalStatsSchema>;

export type StatsResponse = Static<typeof StatsAnswerSchema>;
