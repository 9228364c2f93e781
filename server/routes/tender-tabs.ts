import type { FastifyInstance, FastifyReply } from 'fastify';
import type {
  TenderAgreementsAnswer,
  TenderComplaintsAnswer,
  TenderMonitoringsAnswer,
  TenderQuestionsAnswer,
} from '../../contract/tender-tabs.ts';
import type { Database } from '../db/database.ts';
import {
  AGREEMENTS_TAB_LISTS,
  agreementsTab,
  findTabSubject,
  monitoringsTab,
  type TabSubject,
} from '../db/entities/tender-tabs.ts';
import type { AnswerCache } from '../http/answer-cache.ts';
import { sendJsonAnswer } from '../http/cached-answer.ts';
import { sendError } from '../http/errors.ts';
import type { TenderOwnTabs } from '../ingest/transform/tabs/own-tabs.ts';

const ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

type Params = { Params: { id: string } };

/**
 * GET /api/tenders/:id/{questions,complaints,agreements,monitorings} (spec §7), each with an ETag
 * of its JSON: a matching If-None-Match is answered 304, and the encoded bytes are kept.
 */
export const tenderTabRoutes = (app: FastifyInstance, db: Database, answers: AnswerCache): void => {
  /** The tender, or a 404 JSON answer already sent. */
  const subjectOf = async (
    id: string,
    reply: FastifyReply,
    lists: readonly (keyof TenderOwnTabs)[],
  ): Promise<TabSubject | null> => {
    const subject = ID_PATTERN.test(id) ? await findTabSubject(db, id, lists) : null;
    if (!subject) await sendError(reply, 404, `Tender "${id.slice(0, 64)}" not found`);
    return subject;
  };

  app.get<Params>('/api/tenders/:id/questions', { compress: false }, async (request, reply) => {
    const subject = await subjectOf(request.params.id, reply, ['questions']);
    if (!subject) return reply;
    const body: TenderQuestionsAnswer = { data: subject.tabs.questions };
    await sendJsonAnswer(request, reply, answers, `${subject.id}/questions`, body);
    return reply;
  });

  app.get<Params>('/api/tenders/:id/complaints', { compress: false }, async (request, reply) => {
    const subject = await subjectOf(request.params.id, reply, ['complaints']);
    if (!subject) return reply;
    const body: TenderComplaintsAnswer = { data: subject.tabs.complaints };
    await sendJsonAnswer(request, reply, answers, `${subject.id}/complaints`, body);
    return reply;
  });

  app.get<Params>('/api/tenders/:id/agreements', { compress: false }, async (request, reply) => {
    const subject = await subjectOf(request.params.id, reply, AGREEMENTS_TAB_LISTS);
    if (!subject) return reply;
    const body: TenderAgreementsAnswer = { data: await agreementsTab(db, subject) };
    await sendJsonAnswer(request, reply, answers, `${subject.id}/agreements`, body);
    return reply;
  });

  app.get<Params>('/api/tenders/:id/monitorings', { compress: false }, async (request, reply) => {
    const subject = await subjectOf(request.params.id, reply, []);
    if (!subject) return reply;
    const body: TenderMonitoringsAnswer = { data: await monitoringsTab(db, subject.id) };
    await sendJsonAnswer(request, reply, answers, `${subject.id}/monitorings`, body);
    return reply;
  });
};
