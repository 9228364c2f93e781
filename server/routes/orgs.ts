import type { FastifyInstance } from 'fastify';
import type { OrgProfileResponse } from '../../contract/org.ts';
import type { Database } from '../db/database.ts';
import { sendError } from '../http/errors.ts';
import { ORG_CODE_PATTERN, orgProfile } from '../orgs/profile.ts';

/** GET /api/orgs/:edrpou: the profile of a registry code (contract/org.ts); 400 when malformed. */
export const orgRoutes = (app: FastifyInstance, db: Database): void => {
  app.get<{ Params: { edrpou: string } }>('/api/orgs/:edrpou', async (request, reply) => {
    const edrpou = request.params.edrpou.trim();
    if (!ORG_CODE_PATTERN.test(edrpou)) {
      return sendError(
        reply,
        400,
        'A registry code is 1 to 64 letters, digits, "-", "." or "_" (an EDRPOU has 8 digits)',
      );
    }
    const profile = await orgProfile(db, edrpou);
    if (!profile) return sendError(reply, 404, `No tender names the organisation "${edrpou}"`);
    const body: OrgProfileResponse = { data: profile };
    return reply.send(body);
  });
};
