import { describe, expect, it } from 'vitest';
import type { Tender } from '../../../../contract/tender';
import type { CdbTender } from '../../../../server/ingest/cdb';
import { toTenderOwnTabs } from '../../../../server/ingest/transform/tabs/own-tabs';
import { toPortalTender } from '../../../../server/ingest/transform/tender';
import {
  diffTenderCopies,
  parseValue,
  valueCode,
} from '../../../../src/features/tender/model/tender-changes';
import type { TenderCopy } from '../../../../src/features/tender/store/tender-copy';
import { shippedTenderIDs, shippedCdbTender } from '../../../support/shipped-cdb';

type Cdb = CdbTender & Record<string, unknown>;
type Entry = Record<string, unknown>;

/** A copy as the device keeps it: the API's tender and its questions and complaints tabs. */
function copyOf(cdb: CdbTender): TenderCopy {
  const tabs = toTenderOwnTabs(cdb);
  return {
    tender: toPortalTender(cdb),
    tabs: { questions: { data: tabs.questions }, complaints: { data: tabs.complaints } },
    storedAt: 0,
  };
}

/** A shipped tender's CDB JSON to change in a test. */
const cdb = (tenderID: string): Cdb => structuredClone(shippedCdbTender(tenderID));
const list = (tender: Cdb, key: string): Entry[] => tender[key] as Entry[];
/** An entry a shipped tender is known to have. */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the shipped tender lacks an entry the test needs');
  return value;
}

/** A shipped tender with a question (none answered) and a future-looking tender period. */
const ENQUIRIES = 'UA-2026-02-02-013069-a';
/** A shipped tender with answered questions, complaints, two awards, a contract, document versions. */
const RICH = 'UA-2020-08-06-003989-a';

describe('what changed between two copies of a saved tender', () => {
  it('finds nothing between identical copies of every shipped tender', () => {
    for (const tenderID of shippedTenderIDs()) {
      const copy = copyOf(shippedCdbTender(tenderID));
      expect(diffTenderCopies(copy, structuredClone(copy)), tenderID).toEqual([]);
    }
  });

  it('never reports bookkeeping: a newer dateModified alone is no change', () => {
    const newer = cdb(RICH);
    newer.dateModified = '2026-11-23T10:00:00+02:00';
    for (const document of list(newer, 'documents')) document.dateModified = newer.dateModified;
    expect(diffTenderCopies(copyOf(shippedCdbTender(RICH)), copyOf(newer))).toEqual([]);
  });

  it('reports a changed status and a new question as two changes, with codes only', () => {
    const held = shippedCdbTender(ENQUIRIES) as Cdb;
    const newer = cdb(ENQUIRIES);
    newer.status = 'active.tendering';
    const question = { id: 'q-new', title: 'Чи можна подати еквівалент?', date: newer.date };
    newer.questions = [...list(newer, 'questions'), question];
    expect(diffTenderCopies(copyOf(held), copyOf(newer))).toEqual([
      { kind: 'status', before: held.status, after: 'active.tendering' },
      { kind: 'question.new', subject: question.title },
    ]);
  });

  it('reports the tender-period end and the expected value, old and new', () => {
    const held = shippedCdbTender(ENQUIRIES) as Cdb;
    const newer = cdb(ENQUIRIES);
    const period = newer.tenderPeriod as Entry;
    period.endDate = '2026-12-01T12:00:00+02:00';
    const value = newer.value as { amount: number; currency: string };
    value.amount += 1000;
    const before = copyOf(held).tender;
    expect(diffTenderCopies(copyOf(held), copyOf(newer))).toEqual([
      {
        kind: 'tenderPeriodEnd',
        before: before.tenderPeriod?.endDate,
        after: '2026-12-01T12:00:00+02:00',
      },
      {
        kind: 'value',
        before: valueCode(before.value),
        after: `${String(value.amount)} ${value.currency}`,
      },
    ]);
    expect(parseValue(valueCode(before.value))).toEqual({
      amount: before.value?.amount,
      currency: before.value?.currency,
    });
  });

  it('reports an answer given, a new complaint, award and contract, and a new document version', () => {
    const newer = shippedCdbTender(RICH) as Cdb;
    const held = cdb(RICH);
    const questions = list(held, 'questions');
    const answered = must(questions[questions.length - 1]);
    delete answered.answer;
    const complaints = list(held, 'complaints');
    const lodged = complaints.pop() as Entry;
    const firstAward = must(list(held, 'awards')[0]);
    const awardStatus = firstAward.status as string;
    firstAward.status = 'pending';
    held.contracts = [];
    const documents = list(held, 'documents');
    const versioned = documents.pop() as Entry;

    const after = copyOf(newer).tender;
    const complaint = copyOf(newer).tabs.complaints?.data.tenderComplaints.find(
      (entry) => entry.id === lodged.id,
    );
    const award = must(after.awards[0]);
    const contract = must(after.contracts[0]);
    expect(diffTenderCopies(copyOf(held), copyOf(newer))).toEqual([
      { kind: 'question.answered', subject: answered.title },
      {
        kind: 'complaint.new',
        subject: complaint?.complaintID ?? complaint?.title,
        after: complaint?.status,
      },
      {
        kind: 'award.status',
        subject: award.suppliers[0]?.name,
        before: 'pending',
        after: awardStatus,
      },
      { kind: 'contract.new', subject: contract.contractID, after: contract.status },
      { kind: 'document.version', subject: versioned.title },
    ]);
  });

  it('reports new documents and cancellations, and a cancellation whose status moved', () => {
    const held = shippedCdbTender(ENQUIRIES) as Cdb;
    const newer = cdb(ENQUIRIES);
    const [document] = list(newer, 'documents');
    newer.documents = [
      ...list(newer, 'documents'),
      { ...document, id: 'doc-new', title: 'Зміни.pdf' },
    ];
    newer.cancellations = [{ id: 'c-1', status: 'pending', reasonType: 'noDemand', reason: '—' }];
    const pending = copyOf(newer);
    expect(diffTenderCopies(copyOf(held), pending)).toEqual([
      { kind: 'cancellation.new', after: 'pending' },
      { kind: 'document.new', subject: 'Зміни.pdf' },
    ]);
    const active = cdb(ENQUIRIES);
    active.documents = newer.documents;
    active.cancellations = [{ ...list(newer, 'cancellations')[0], status: 'active' }];
    expect(diffTenderCopies(pending, copyOf(active))).toEqual([
      { kind: 'cancellation.status', before: 'pending', after: 'active' },
    ]);
  });

  it('compares questions and complaints only when both copies hold their tabs', () => {
    const held = cdb(RICH);
    held.questions = [];
    held.complaints = [];
    const viewed: TenderCopy = { ...copyOf(held), tabs: {} };
    const tender: Tender = copyOf(shippedCdbTender(RICH)).tender;
    expect(
      diffTenderCopies(viewed, { tender, tabs: copyOf(shippedCdbTender(RICH)).tabs, storedAt: 1 }),
    ).toEqual([]);
  });
});
