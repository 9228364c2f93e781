import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type {
  TenderAgreementsAnswer,
  TenderComplaintsAnswer,
  TenderMonitoringsAnswer,
  TenderQuestionsAnswer,
} from '../../contract/tender-tabs.ts';
import type { Database } from '../db/database.ts';
import {
  findTabSubject,
  monitoringsTab,
  type TabSubject,
  type TenderOwnTabs,
} from '../db/entities/tender-tabs.ts';
import type { AnswerCache } from '../http/answer-cache.ts';
import { answerOrHeld, sendJsonAnswer } from '../http/cached-answer.ts';
import { sendError } from '../http/errors.ts';
import { AGREEMENTS_TAB_LISTS, agreementsTab } from '../ingest/joined-tabs.ts';
import { errorAnswers, NOT_MODIFIED } from '../http/openapi.ts';
import {
  TenderAgreementsAnswerSchema,
  TenderComplaintsAnswerSchema,
  TenderMonitoringsAnswerSchema,
  TenderQuestionsAnswerSchema,
} from '../../contract/schemas/answers.ts';
import { TenderParamsSchema } from '../../contract/schemas/requests.ts';
import { TENDER_KEY_PATTERN } from './tenders.ts';

type Params = { Params: { id: string } };

/**
 * GET /api/tenders/:id/{questions,complaints,agreements,monitorings}, each with an ETag
 * of its JSON: a matching If-None-Match is answered 304, and the encoded bytes are kept.
 */
export const tenderTabRoutes = (app: FastifyInstance, db: Database, answers: AnswerCache): void => {
  /** The tender, or a 404 JSON answer already sent. */
  const subjectOf = async (
    id: string,
    reply: FastifyReply,
    lists: readonly (keyof TenderOwnTabs)[],
  ): Promise<TabSubject | null> => {
    const subject = TENDER_KEY_PATTERN.test(id) ? await findTabSubject(db, id, lists) : null;
    if (!subject) await sendError(reply, 404, `Tender "${id.slice(0, 64)}" not found`);
    return subject;
  };

  /** A tab's route: `answer` builds what it sends for the tender found. */
  const tabRoute = (
    tab: string,
    description: string,
    answerSchema: TSchema,
    lists: readonly (keyof TenderOwnTabs)[],
    answer: (subject: TabSubject) => unknown,
  ) => {
    const schema = {
      summary: `A tender's ${tab}`,
      description: `${description}, with an ETag: a matching If-None-Match is a 304.`,
      params: TenderParamsSchema,
      response: { 200: answerSchema, 304: NOT_MODIFIED, ...errorAnswers(404) },
    };
    app.get<Params>(`/api/tenders/:id/${tab}`, { compress: false, schema }, (request, reply) =>
      answerOrHeld(request, reply, answers, `${request.params.id}/${tab}`, async () => {
        const subject = await subjectOf(request.params.id, reply, lists);
        if (!subject) return;
        await sendJsonAnswer(
          request,
          reply,
          answers,
          `${subject.id}/${tab}`,
          await answer(subject),
        );
      }),
    );
  };

  tabRoute(
    'questions',
    '`{data: {questions, claims}}`',
    TenderQuestionsAnswerSchema,
    ['questions'],
    (subject): TenderQuestionsAnswer => ({
      data: subject.tabs.questions,
    }),
  );
  tabRoute(
    'complaints',
    '`{data: {tenderComplaints, awardComplaints, qualificationComplaints, cancellationComplaints}}`',
    TenderComplaintsAnswerSchema,
    ['complaints'],
    (subject): TenderComplaintsAnswer => ({
      data: subject.tabs.complaints,
    }),
  );
  tabRoute(
    'agreements',
    '`{data: {agreements, contracts}}`',
    TenderAgreementsAnswerSchema,
    AGREEMENTS_TAB_LISTS,
    async (subject): Promise<TenderAgreementsAnswer> => ({
      data: await agreementsTab(db, subject),
    }),
  );
  tabRoute(
    'monitorings',
    '`{data: monitorings}`',
    TenderMonitoringsAnswerSchema,
    [],
    async (subject): Promise<TenderMonitoringsAnswer> => ({
      data: await monitoringsTab(db, subject.id),
    }),
  );
};
