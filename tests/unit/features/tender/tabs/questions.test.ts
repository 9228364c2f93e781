import { describe, expect, it } from 'vitest';
import { toTenderOwnTabs } from '../../../../../server/ingest/transform/tabs/own-tabs';
import { toClaimViews } from '../../../../../src/features/tender/tabs/questions/model/claims-view';
import { toQuestionViews } from '../../../../../src/features/tender/tabs/questions/model/questions-view';
import questionsEn from '../../../../../contract/locales/en/tenderQuestions.json';
import questionsUk from '../../../../../contract/locales/uk/tenderQuestions.json';
import { shippedTender } from '../shipped-tenders';
import { shippedTenderIDs, shippedCdbTender } from '../../../../support/shipped-cdb';
import { questionsContext } from './tab-context';
import { list } from '../../../server/ingest/cdb-json';

type Json = Record<string, unknown>;
const text = (o: Json, key: string): string | undefined => {
  const value = o[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

/** Every complaint and claim of a CDB tender, wherever CDB keeps it. */
const allComplaints = (cdb: unknown): Json[] => [
  ...list(cdb, 'complaints'),
  ...['awards', 'qualifications', 'cancellations'].flatMap((key) =>
    list(cdb, key).flatMap((owner) => list(owner, 'complaints')),
  ),
];
const claimsOf = (cdb: unknown): Json[] =>
  allComplaints(cdb).filter((complaint) => complaint.type === 'claim');

const WITH_QUESTIONS = shippedTenderIDs().filter(
  (id) =>
    list(shippedCdbTender(id), 'questions').length + claimsOf(shippedCdbTender(id)).length > 0,
);

const viewsOf = (name: string, lang: 'uk' | 'en' = 'uk') => {
  const cdb = shippedCdbTender(name);
  const tender = shippedTender(name);
  const answer = toTenderOwnTabs(cdb).questions;
  const context = questionsContext(lang, tender.tenderID);
  return {
    cdb,
    tender,
    questions: toQuestionViews(answer.questions, tender, context),
    claims: toClaimViews(answer.claims, tender, context),
  };
};

describe('questions tab', () => {
  it('has real tenders to check', () => {
    expect(WITH_QUESTIONS.length).toBeGreaterThan(5);
  });

  it.each(WITH_QUESTIONS)('%s shows each question of its CDB data with its answer', (id) => {
    const { cdb, tender, questions, claims } = viewsOf(id);
    const expected = list(cdb, 'questions');
    expect(questions.map((view) => view.id).sort()).toEqual(
      expected.map((question) => question.id).sort(),
    );
    for (const question of expected) {
      const view = questions.find((entry) => entry.id === question.id);
      const answer = text(question, 'answer');
      expect(view?.title).toBe(text(question, 'title')?.trim() ?? '—');
      expect(view?.answer).toBe(answer);
      expect(view?.status.label).toBe(
        answer ? questionsUk.questionStatus.has_answer : questionsUk.questionStatus.no_answer,
      );
      expect(view?.href).toBe(
        `/tender/${tender.tenderID}/questions#question-${String(question.id)}`,
      );
    }
    // The counter on the tab bar is the number of entries the tab shows.
    expect(tender.tabCounters.questions).toBe(questions.length + claims.length);
  });

  it('lists the questions newest first', () => {
    const { questions } = viewsOf('UA-2026-01-23-016364-a');
    const times = questions.map((view) => Date.parse(view.date.dateTime ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times.length).toBe(list(shippedCdbTender('UA-2026-01-23-016364-a'), 'questions').length);
  });

  it('names a lot question by its lot, in English too', () => {
    const withLot = WITH_QUESTIONS.flatMap((id) =>
      list(shippedCdbTender(id), 'questions')
        .filter((question) => question.questionOf === 'lot')
        .map((question) => ({ id, question })),
    );
    for (const { id, question } of withLot) {
      const lot = list(shippedCdbTender(id), 'lots').find(
        (entry) => entry.id === question.relatedItem,
      );
      const view = viewsOf(id, 'en').questions.find((entry) => entry.id === question.id);
      const name = lot ? (text(lot, 'title_en') ?? text(lot, 'title')) : question.relatedItem;
      expect(view?.about).toBe(questionsEn.about.lot.replace('{{name}}', String(name)));
    }
  });
});

describe('claims (claim statuses)', () => {
  const SANDBOX = 'sandbox-UA-2022-05-05-000416';

  it('a claim shows its title, the claim status label and its number', () => {
    const { cdb, tender, claims, questions } = viewsOf(SANDBOX);
    const expected = claimsOf(cdb);
    expect(claims.map((claim) => claim.id)).toEqual(expected.map((claim) => claim.id));
    for (const claim of expected) {
      const view = claims.find((entry) => entry.id === claim.id);
      const status = String(claim.status) as keyof typeof questionsUk.claimStatus;
      expect(view?.title).toBe(text(claim, 'title') ?? '—');
      expect(view?.status.label).toBe(questionsUk.claimStatus[status]);
      expect(view?.complaintID).toBe(text(claim, 'complaintID') ?? '—');
      expect(view?.resolution).toBe(text(claim, 'resolution'));
      expect(view?.href).toBe(`/tender/${tender.tenderID}/questions#claim-${String(claim.id)}`);
    }
    expect(tender.tabCounters.questions).toBe(questions.length + claims.length);
  });
});
