import { describe, expect, it } from 'vitest';
import type { CdbTender } from '../../../../server/ingest/cdb.ts';
import { toTenderOwnTabs } from '../../../../server/ingest/transform/tabs/own-tabs.ts';
import { toPortalTender } from '../../../../server/ingest/transform/tender.ts';
import {
  tenderEvents as eventsOfStored,
  type TenderEvent,
} from '../../../../server/watches/tender-events.ts';
import { shippedCdbTender } from '../../../support/shipped-cdb.ts';

type Json = Record<string, unknown>;

/** A version as the database keeps it: transformed by ingest's own code, with its tabs. */
const stored = (cdb: Json) => ({
  tender: toPortalTender(cdb as CdbTender),
  tabs: toTenderOwnTabs(cdb),
});
/** The events between two CDB versions, each stored as ingest stores it. */
const tenderEvents = (before: Json | undefined, after: Json): TenderEvent[] =>
  eventsOfStored(before && stored(before), stored(after));

/** A real tender as plain JSON, and a copy of it as an earlier version would have been. */
const real = (tenderID: string): Json => structuredClone(shippedCdbTender(tenderID));
const records = (tender: Json, key: string): Json[] => tender[key] as Json[];
const earlier = (tender: Json, change: (copy: Json) => void): Json => {
  const copy = structuredClone(tender);
  change(copy);
  return copy;
};

// Real tenders of data/: answered questions and a decided complaint; an award complaint,
// winners and disqualifications; an active cancellation; signed contracts.
const QUESTIONS = 'UA-2020-08-06-003989-a';
const AWARD_COMPLAINT = 'UA-2024-01-10-005750-a';
const CANCELLED = 'UA-2023-12-01-016701-a';
const CONTRACTED = 'UA-2020-01-20-001169-c';

describe('what a tender watch hears between two versions of a real tender', () => {
  it('hears nothing when nothing changed, or on its first sight of the tender', () => {
    for (const id of [QUESTIONS, AWARD_COMPLAINT, CANCELLED, CONTRACTED]) {
      expect(tenderEvents(real(id), real(id))).toEqual([]);
      expect(tenderEvents(undefined, real(id))).toEqual([]);
    }
  });

  it('a status change, with both codes', () => {
    const after = real(CONTRACTED);
    const before = earlier(after, (copy) => {
      copy.status = 'active.qualification';
    });
    expect(tenderEvents(before, after)).toEqual([
      {
        kind: 'status',
        tab: 'purchase_details',
        detail: { from: 'active.qualification', to: after.status },
      },
    ]);
  });

  it('a deadline for bids set or moved', () => {
    const after = real(QUESTIONS);
    const end = (after.tenderPeriod as Json).endDate as string;
    const moved = earlier(after, (copy) => {
      (copy.tenderPeriod as Json).endDate = '2020-08-10T18:00:00+03:00';
    });
    expect(tenderEvents(moved, after)).toContainEqual({
      kind: 'deadline',
      tab: 'purchase_details',
      detail: { from: '2020-08-10T18:00:00+03:00', to: end },
    });
    const unset = earlier(after, (copy) => {
      delete copy.tenderPeriod;
    });
    expect(tenderEvents(unset, after)).toContainEqual({
      kind: 'deadline',
      tab: 'purchase_details',
      detail: { to: end },
    });
  });

  it('a question asked, and a question answered', () => {
    const after = real(QUESTIONS);
    const answered = records(after, 'questions').find((question) => question.answer) as Json;
    const unasked = earlier(after, (copy) => {
      copy.questions = records(copy, 'questions').filter((q) => q.id !== answered.id);
    });
    expect(tenderEvents(unasked, after)).toEqual([
      { kind: 'question', tab: 'tender_questions', detail: { title: answered.title } },
      { kind: 'answer', tab: 'tender_questions', detail: { title: answered.title } },
    ]);
    const unanswered = earlier(after, (copy) => {
      const question = records(copy, 'questions').find((q) => q.id === answered.id) as Json;
      delete question.answer;
    });
    expect(tenderEvents(unanswered, after)).toEqual([
      { kind: 'answer', tab: 'tender_questions', detail: { title: answered.title } },
    ]);
  });

  it('a complaint filed against an award, and a complaint decided', () => {
    const after = real(AWARD_COMPLAINT);
    const award = records(after, 'awards').find((a) => records(a, 'complaints').length > 0) as Json;
    const complaint = records(award, 'complaints')[0] as Json;
    const unfiled = earlier(after, (copy) => {
      const same = records(copy, 'awards').find((a) => a.id === award.id) as Json;
      same.complaints = records(same, 'complaints').filter((c) => c.id !== complaint.id);
    });
    expect(tenderEvents(unfiled, after)).toEqual([
      {
        kind: 'complaint',
        tab: 'tender_complaints',
        detail: { title: complaint.title, type: complaint.type, status: complaint.status },
      },
    ]);

    const decidedTender = real(QUESTIONS);
    const decided = records(decidedTender, 'complaints').find((c) =>
      ['satisfied', 'declined', 'invalid', 'stopped', 'resolved', 'mistaken'].includes(
        c.status as string,
      ),
    ) as Json;
    const pending = earlier(decidedTender, (copy) => {
      (records(copy, 'complaints').find((c) => c.id === decided.id) as Json).status = 'pending';
    });
    expect(tenderEvents(pending, decidedTender)).toEqual([
      {
        kind: 'complaint_decided',
        tab: 'tender_complaints',
        detail: { title: decided.title, type: decided.type, status: decided.status },
      },
    ]);
  });

  it('an award decision: the winner and each disqualified bidder by name', () => {
    const after = real(AWARD_COMPLAINT);
    const before = earlier(after, (copy) => {
      copy.awards = [];
    });
    const events = tenderEvents(before, after).filter((event) =>
      ['winner', 'disqualified'].includes(event.kind),
    );
    const awards = records(after, 'awards').filter((a) =>
      ['active', 'unsuccessful'].includes(a.status as string),
    );
    expect(events).toEqual(
      awards.map((award) => ({
        kind: award.status === 'active' ? 'winner' : 'disqualified',
        tab: 'purchase_details',
        detail: { supplier: (records(award, 'suppliers')[0] as Json).name },
      })),
    );
    expect(events.some((event) => event.kind === 'disqualified')).toBe(true);
  });

  it('a cancellation, with its reason', () => {
    const after = real(CANCELLED);
    const cancellation = records(after, 'cancellations').find((c) => c.status === 'active') as Json;
    const before = earlier(after, (copy) => {
      copy.cancellations = [];
    });
    expect(tenderEvents(before, after)).toContainEqual({
      kind: 'cancellation',
      tab: 'purchase_details',
      detail: {
        reason: cancellation.reason,
        ...(cancellation.relatedLot ? { lot: cancellation.relatedLot } : {}),
      },
    });
  });

  it('a contract signed, with its supplier', () => {
    const after = real(CONTRACTED);
    const contract = records(after, 'contracts').find((c) => c.status === 'active') as Json;
    const before = earlier(after, (copy) => {
      (records(copy, 'contracts').find((c) => c.id === contract.id) as Json).status = 'pending';
    });
    expect(tenderEvents(before, after)).toEqual([
      {
        kind: 'contract',
        tab: 'agreements',
        detail: { supplier: (records(contract, 'suppliers')[0] as Json).name },
      },
    ]);
  });

  it('new documents (not new versions of one it had), counted once per title', () => {
    const after = real(QUESTIONS);
    const documents = records(after, 'documents');
    expect(documents.length).toBeGreaterThan(1);
    const before = earlier(after, (copy) => {
      copy.documents = records(copy, 'documents').slice(0, 1);
    });
    // A document's versions share its id: later versions of the one kept are not new, and the
    // page shows each document in its newest version.
    const keptId = documents[0]?.id;
    expect(documents.filter((document) => document.id === keptId).length).toBeGreaterThan(1);
    const added = stored(after).tender.documents.filter((document) => document.id !== keptId);
    const titles = new Set(added.map((document) => document.title));
    expect(tenderEvents(before, after)).toEqual([
      {
        kind: 'documents',
        tab: 'purchase_details',
        detail: { count: titles.size, first: added[0]?.title },
      },
    ]);
  });
});
