import type { FastifyInstance } from 'fastify';
import type { OrgCpvGroup, OrgProfile, OrgProfileResponse } from '../../contract/org.ts';
import type { Database } from '../db/database.ts';
import type { WriteWatch } from '../db/write-watch.ts';
import type { DictionaryStore } from '../dictionaries.ts';
import type { AnswerCache } from '../http/answer-cache.ts';
import { answerUntilWrite } from '../http/answer-until-write.ts';
import { answerOrHeld } from '../http/cached-answer.ts';
import { sendError } from '../http/errors.ts';
import { errorAnswers, NOT_MODIFIED } from '../http/openapi.ts';
import { OrgProfileAnswerSchema } from '../../contract/schemas/answers.ts';
import { OrgParamsSchema } from '../../contract/schemas/requests.ts';
import { ORG_CODE_PATTERN, orgProfile } from '../orgs/profile.ts';

/** The CPV classifier's names by the code's eight digits ("33100000-1" → "33100000"). */
const cpvNames = (dictionaries: DictionaryStore) => {
  const names = new Map<string, { title_uk?: string; title_en?: string }>();
  for (const [code, entry] of Object.entries(dictionaries.get('cpv')?.data ?? {})) {
    names.set(code.slice(0, 8), { title_uk: entry.title_uk, title_en: entry.title_en });
  }
  return (groups: OrgCpvGroup[]): OrgCpvGroup[] =>
    groups.map((group) => ({ ...group, ...names.get(group.code) }));
};

const named = (profile: OrgProfile, name: (groups: OrgCpvGroup[]) => OrgCpvGroup[]) => ({
  ...profile,
  ...(profile.buyer ? { buyer: { ...profile.buyer, topCpv: name(profile.buyer.topCpv) } } : {}),
  ...(profile.bidder ? { bidder: { ...profile.bidder, topCpv: name(profile.bidder.topCpv) } } : {}),
});

/**
 * GET /api/orgs/:edrpou: the profile of a registry code (contract/org.ts); 400 when malformed.
 * A profile is summed once and sent again until the next write; while no database answers, the
 * copy held is sent.
 */
export const orgRoutes = (
  app: FastifyInstance,
  db: Database,
  dictionaries: DictionaryStore,
  { answers, writes }: { answers: AnswerCache; writes: WriteWatch },
): void => {
  const nameCpv = cpvNames(dictionaries);
  const answer = answerUntilWrite(answers, writes);
  app.get<{ Params: { edrpou: string } }>(
    '/api/orgs/:edrpou',
    {
      compress: false,
      schema: {
        summary: 'An organisation’s profile',
        description:
          'An organisation by registry code as a buyer and as a bidder or supplier; 400 for a ' +
          'malformed code, 404 when no tender names it.',
        params: OrgParamsSchema,
        response: { 200: OrgProfileAnswerSchema, 304: NOT_MODIFIED, ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) => {
      const edrpou = request.params.edrpou.trim();
      if (!ORG_CODE_PATTERN.test(edrpou)) {
        return sendError(
          reply,
          400,
          '"edrpou" must be a registry code: 1 to 64 letters, digits, "-", "." or "_" (an EDRPOU has 8 digits)',
        );
      }
      const key = `org\n${edrpou}`;
      return answerOrHeld(request, reply, answers, key, async () => {
        const found = await answer(request, reply, key, async () => {
          const profile = await orgProfile(db, edrpou);
          if (!profile) return undefined;
          const body: OrgProfileResponse = { data: named(profile, nameCpv) };
          return body;
        });
        if (!found) sendError(reply, 404, `No tender names the organisation "${edrpou}"`);
      });
    },
  );
};
