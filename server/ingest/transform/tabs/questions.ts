/** GET /api/tenders/:id/questions: the questions and every claim. */
import type { Question, TenderQuestionsAnswer } from '../../../../contract/tender-tabs.ts';
import { toOrganization } from '../common.ts';
import { compact, rec, recs, str, type Json } from '../read.ts';
import { complaintsBySource } from './complaint.ts';

const toQuestion = (o: Json): Question => {
  const author = rec(o, 'author');
  const answer = str(o, 'answer');
  return compact({
    id: str(o, 'id') ?? '',
    title: str(o, 'title') ?? '',
    description: str(o, 'description'),
    date: str(o, 'date'),
    dateAnswered: str(o, 'dateAnswered'),
    answer,
    status: answer?.trim() ? 'has_answer' : 'no_answer',
    questionOf: str(o, 'questionOf'),
    relatedItem: str(o, 'relatedItem'),
    author: author ? toOrganization(author) : undefined,
  });
};

export const toQuestionsTab = (
  tender: Json,
  bySource = complaintsBySource(tender),
): TenderQuestionsAnswer['data'] => ({
  questions: recs(tender, 'questions').map(toQuestion),
  claims: [
    ...bySource.tender,
    ...bySource.award,
    ...bySource.qualification,
    ...bySource.cancellation,
  ].filter((complaint) => complaint.type === 'claim'),
});
