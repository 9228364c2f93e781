/**
 * What changed in a tender between two stored versions that its watchers want to hear: the
 * status, the deadline for bids, questions and answers, complaints and claims filed or decided,
 * award decisions, cancellations, signed contracts and new documents. Pure: two tenders in the
 * portal's shape (with their own tabs, as the database keeps them) in, the events out, each
 * naming the tab of the tender page it is about.
 */
import type { Tender } from '../../contract/tender.ts';
import type { Complaint } from '../../contract/tender-tabs.ts';
import type { TenderTabName } from '../../contract/routes/tender-pages.ts';
import type { TenderOwnTabs } from '../db/entities/tender-tabs.ts';

/** A tender as the database keeps it: its shape and its own tabs. */
export interface StoredTender {
  tender: Tender;
  tabs: TenderOwnTabs;
}

export type TenderEventKind =
  | 'status'
  | 'deadline'
  | 'question'
  | 'answer'
  | 'complaint'
  | 'complaint_decided'
  | 'winner'
  | 'disqualified'
  | 'cancellation'
  | 'contract'
  | 'documents';

export interface TenderEvent {
  kind: TenderEventKind;
  /** The tab of the tender page the event is about. */
  tab: TenderTabName;
  /** What the event says: codes, names, titles and dates, as upstream wrote them. */
  detail: Record<string, string | number>;
}

/** A complaint's statuses once a decision is made (OpenProcurement's complaint workflow). */
export const DECIDED: ReadonlySet<string> = new Set([
  'satisfied',
  'declined',
  'invalid',
  'stopped',
  'resolved',
  'mistaken',
]);

const byId = <T extends { id: string }>(items: readonly T[] | undefined): Map<string, T> =>
  new Map((items ?? []).map((item) => [item.id, item]));

/** Every complaint and claim of a tender: its own and its awards', qualifications' and cancellations'. */
export const complaintsOf = ({ tabs }: StoredTender): Complaint[] => [
  ...byId([
    ...tabs.questions.claims,
    ...tabs.complaints.tenderComplaints,
    ...tabs.complaints.awardComplaints,
    ...tabs.complaints.qualificationComplaints,
    ...tabs.complaints.cancellationComplaints,
  ]).values(),
];

export const names = (parties: readonly { name: string }[]): string =>
  parties
    .map((party) => party.name)
    .filter(Boolean)
    .join(', ');

/** The events between `before` (undefined: the watch's first sight of it) and `after`. */
export const tenderEvents = (
  before: StoredTender | undefined,
  after: StoredTender,
): TenderEvent[] => {
  if (!before) return [];
  const events: TenderEvent[] = [];
  const add = (kind: TenderEventKind, tab: TenderTabName, detail: TenderEvent['detail']) => {
    events.push({ kind, tab, detail });
  };
  const [was, is] = [before.tender, after.tender];

  if (was.status !== is.status) {
    add('status', 'purchase_details', { from: was.status, to: is.status });
  }
  const [endBefore, endAfter] = [was.tenderPeriod?.endDate, is.tenderPeriod?.endDate];
  if (endAfter && endBefore !== endAfter) {
    add('deadline', 'purchase_details', { to: endAfter, ...(endBefore && { from: endBefore }) });
  }

  const questions = byId(before.tabs.questions.questions);
  for (const question of after.tabs.questions.questions) {
    const old = questions.get(question.id);
    if (!old) add('question', 'tender_questions', { title: question.title });
    if (question.answer && !old?.answer) {
      add('answer', 'tender_questions', { title: question.title });
    }
  }

  const complaints = byId(complaintsOf(before));
  for (const complaint of complaintsOf(after)) {
    const old = complaints.get(complaint.id);
    const { status, type, title } = complaint;
    if (!old && status !== 'draft') add('complaint', 'tender_complaints', { title, type, status });
    else if (old && DECIDED.has(status) && old.status !== status) {
      add('complaint_decided', 'tender_complaints', { title, type, status });
    }
  }

  const awards = byId(was.awards);
  for (const award of is.awards) {
    if (awards.get(award.id)?.status === award.status) continue;
    if (award.status === 'active')
      add('winner', 'purchase_details', { supplier: names(award.suppliers) });
    if (award.status === 'unsuccessful') {
      add('disqualified', 'purchase_details', { supplier: names(award.suppliers) });
    }
  }

  const cancellations = byId(was.cancellations);
  for (const cancellation of is.cancellations) {
    if (cancellation.status !== 'active' && cancellation.status !== 'pending') continue;
    if (cancellations.has(cancellation.id)) continue;
    add('cancellation', 'purchase_details', {
      reason: cancellation.reason ?? '',
      ...(cancellation.relatedLot && { lot: cancellation.relatedLot }),
    });
  }

  const contracts = byId(was.contracts);
  for (const contract of is.contracts) {
    if (contract.status !== 'active' || contracts.get(contract.id)?.status === 'active') continue;
    add('contract', 'agreements', { supplier: names(contract.suppliers) });
  }

  const documents = new Set(was.documents.map((document) => document.id));
  const added = is.documents.filter((document) => !documents.has(document.id));
  const titles = [...new Set(added.map((document) => document.title))];
  if (titles.length > 0) {
    add('documents', 'purchase_details', { count: titles.length, first: titles[0] ?? '' });
  }
  return events;
};
