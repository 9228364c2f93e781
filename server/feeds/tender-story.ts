/**
 * A tender's story as dated entries, newest first: questions asked and answered, complaints and
 * claims filed and decided, award decisions, cancellations, signed contracts and documents, each
 * at the date upstream gave it. Pure: the stored tender (its shape and own tabs) in. The entries
 * are the kinds of a watch's events, so a feed says them in the same words.
 */
import type { TenderTabName } from '../../contract/routes/tender-pages.ts';
import {
  complaintsOf,
  DECIDED,
  names,
  type StoredTender,
  type TenderEvent,
  type TenderEventKind,
} from '../watches/tender-events.ts';

export interface StoryEntry extends TenderEvent {
  /** Stable within the tender: what the entry is about and the object's id. */
  key: string;
  /** When it happened (ISO 8601, as upstream wrote it). */
  at: string;
}

export const tenderStory = (stored: StoredTender, limit: number): StoryEntry[] => {
  const { tender, tabs } = stored;
  const entries: StoryEntry[] = [];
  const add = (
    key: string,
    kind: TenderEventKind,
    tab: TenderTabName,
    detail: TenderEvent['detail'],
    at: string | undefined,
  ) => {
    if (at !== undefined && !Number.isNaN(Date.parse(at))) {
      entries.push({ key, kind, tab, detail, at });
    }
  };

  for (const question of tabs.questions.questions) {
    const { id, title } = question;
    add(`question-${id}`, 'question', 'tender_questions', { title }, question.date);
    if (question.answer) {
      add(`answer-${id}`, 'answer', 'tender_questions', { title }, question.dateAnswered);
    }
  }
  for (const complaint of complaintsOf(stored)) {
    const { id, title, type, status } = complaint;
    if (status === 'draft') continue;
    const detail = { title, type, status };
    add(`complaint-${id}`, 'complaint', 'tender_complaints', detail, complaint.dateSubmitted);
    if (DECIDED.has(status)) {
      add(
        `decision-${id}`,
        'complaint_decided',
        'tender_complaints',
        detail,
        complaint.dateDecision,
      );
    }
  }
  for (const award of tender.awards) {
    const kind = award.status === 'active' ? 'winner' : 'disqualified';
    if (award.status !== 'active' && award.status !== 'unsuccessful') continue;
    add(
      `award-${award.id}`,
      kind,
      'purchase_details',
      { supplier: names(award.suppliers) },
      award.date,
    );
  }
  for (const cancellation of tender.cancellations) {
    if (cancellation.status !== 'active' && cancellation.status !== 'pending') continue;
    const detail = { reason: cancellation.reason ?? '' };
    add(
      `cancellation-${cancellation.id}`,
      'cancellation',
      'purchase_details',
      detail,
      cancellation.date,
    );
  }
  for (const contract of tender.contracts) {
    if (contract.status !== 'active') continue;
    const detail = { supplier: names(contract.suppliers) };
    add(`contract-${contract.id}`, 'contract', 'agreements', detail, contract.dateSigned);
  }
  // A document's versions share its id: it is told once, when its first version was published.
  const firstVersions = new Map<string, (typeof tender.documents)[number]>();
  for (const document of tender.documents) {
    const held = firstVersions.get(document.id);
    if (!held || (document.datePublished ?? '') < (held.datePublished ?? '')) {
      firstVersions.set(document.id, document);
    }
  }
  for (const document of firstVersions.values()) {
    const detail = { count: 1, first: document.title };
    add(`document-${document.id}`, 'documents', 'purchase_details', detail, document.datePublished);
  }
  return entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, limit);
};
