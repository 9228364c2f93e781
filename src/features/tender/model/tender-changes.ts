import type { Flag } from '../../../../contract/flags';
import type { Tender } from '../../../../contract/tender';
import type { Complaint, Question } from '../../../../contract/tender-tabs';
import type { Document, Value } from '../../../../contract/tender-parts';
import type { CopyDiff, FoundChange, TenderCopy } from '../store/tender-copy';

/**
 * What a change is about. Entries of a list are `<list>.new` or `<list>.<what changed>`; the
 * values kept are codes, ISO dates and amounts (labels are made when the change is shown).
 */
export const CHANGE_KINDS = [
  'status',
  'tenderPeriodEnd',
  'value',
  'question.new',
  'question.answered',
  'complaint.new',
  'complaint.status',
  'award.new',
  'award.status',
  'contract.new',
  'contract.status',
  'cancellation.new',
  'cancellation.status',
  'document.new',
  'document.version',
  'flag.new',
] as const;

export type ChangeKind = (typeof CHANGE_KINDS)[number];

export const isChangeKind = (value: string): value is ChangeKind =>
  (CHANGE_KINDS as readonly string[]).includes(value);

/** A value as the change log keeps it: "amount currency" (parsed back by `parseValue`). */
export const valueCode = (value: Value | undefined): string | undefined =>
  value ? `${value.amount} ${value.currency}` : undefined;

export function parseValue(code: string | undefined): Value | undefined {
  const [amount, currency] = code?.split(' ') ?? [];
  const number = Number(amount);
  return amount && currency && Number.isFinite(number) ? { amount: number, currency } : undefined;
}

const change = (
  kind: ChangeKind,
  before: string | undefined,
  after: string | undefined,
  subject?: string,
): FoundChange => ({
  kind,
  ...(subject ? { subject } : {}),
  ...(before !== undefined ? { before } : {}),
  ...(after !== undefined ? { after } : {}),
});

/** One list of entries with an id and a status: new entries and changed statuses. */
function diffEntries<T extends { id: string; status?: string }>(
  list: 'complaint' | 'award' | 'contract' | 'cancellation',
  before: readonly T[],
  after: readonly T[],
  subjectOf: (entry: T) => string | undefined,
): FoundChange[] {
  const held = new Map(before.map((entry) => [entry.id, entry]));
  const found: FoundChange[] = [];
  for (const entry of after) {
    const old = held.get(entry.id);
    if (!old) found.push(change(`${list}.new`, undefined, entry.status, subjectOf(entry)));
    else if (old.status !== entry.status) {
      found.push(change(`${list}.status`, old.status, entry.status, subjectOf(entry)));
    }
  }
  return found;
}

/**
 * Every version of every document of the tender and of its awards, contracts and cancellations;
 * with `owners`, only of those entries (a new award's documents come with the award).
 */
function documentsOf(tender: Tender, owners?: ReadonlySet<string>): Document[] {
  const held = <T extends { id: string }>(entries: readonly T[]) =>
    owners ? entries.filter((entry) => owners.has(entry.id)) : entries;
  return [
    ...tender.documents,
    ...held(tender.awards).flatMap((award) => award.documents),
    ...held(tender.contracts).flatMap((contract) => contract.documents),
    ...held(tender.cancellations).flatMap((cancellation) => cancellation.documents),
  ];
}

const versionCounts = (documents: readonly Document[]): Map<string, number> => {
  const count = new Map<string, number>();
  for (const document of documents) count.set(document.id, (count.get(document.id) ?? 0) + 1);
  return count;
};

/** New documents, and new versions of held ones (a document's versions share its id). */
function diffDocuments(before: Tender, after: Tender): FoundChange[] {
  const owners = new Set(
    [...before.awards, ...before.contracts, ...before.cancellations].map((entry) => entry.id),
  );
  const documents = documentsOf(after, owners);
  const held = versionCounts(documentsOf(before));
  const now = versionCounts(documents);
  const found: FoundChange[] = [];
  for (const document of documents) {
    if (document.isOlderVersion) continue;
    const had = held.get(document.id);
    if (had === undefined) found.push(change('document.new', undefined, undefined, document.title));
    else if ((now.get(document.id) ?? 0) > had) {
      found.push(change('document.version', undefined, undefined, document.title));
    }
  }
  return found;
}

function diffQuestions(before: readonly Question[], after: readonly Question[]): FoundChange[] {
  const held = new Map(before.map((question) => [question.id, question]));
  const found: FoundChange[] = [];
  for (const question of after) {
    const old = held.get(question.id);
    if (!old) found.push(change('question.new', undefined, undefined, question.title));
    else if (question.answer && question.answer !== old.answer) {
      found.push(change('question.answered', undefined, undefined, question.title));
    }
  }
  return found;
}

const complaintSubject = (complaint: Complaint): string => complaint.complaintID ?? complaint.title;

/** Every complaint and claim of a copy's tabs, or undefined when it holds neither tab. */
function complaintsOf(copy: TenderCopy): Complaint[] | undefined {
  const { questions, complaints } = copy.tabs;
  if (!questions || !complaints) return undefined;
  const lists = complaints.data;
  return [
    ...questions.data.claims,
    ...lists.tenderComplaints,
    ...lists.awardComplaints,
    ...lists.qualificationComplaints,
    ...lists.cancellationComplaints,
  ];
}

const awardSubject = (award: Tender['awards'][number]): string | undefined =>
  award.suppliers[0]?.name;

/** What one flag is about: its rule, its lot and the contract it names (if any). */
const flagKey = (flag: Flag): string =>
  [flag.code, flag.lotID ?? '', 'contract' in flag.evidence ? flag.evidence.contract.id : ''].join(
    '|',
  );

/**
 * Red flags the new copy has and the held one had not (by rule, lot and contract); `after` is the
 * rule's code. A copy held from before flags were served has no list and is not compared.
 */
function diffFlags(before: Tender, after: Tender): FoundChange[] {
  const old = (before as Partial<Pick<Tender, 'flags'>>).flags;
  const now = (after as Partial<Pick<Tender, 'flags'>>).flags;
  if (!old || !now) return [];
  const held = new Set(old.map(flagKey));
  return now
    .filter((flag) => !held.has(flagKey(flag)))
    .map((flag) => change('flag.new', undefined, flag.code));
}

/**
 * The changes a watcher cares about from the held copy to the new one: status, tender-period
 * end, value, questions, complaints, awards, contracts, cancellations, documents and new red
 * flags. Tabs are
 * compared only when both copies hold them; bookkeeping fields (dateModified) never count.
 */
export const diffTenderCopies: CopyDiff = (before, after) => {
  const old = before.tender;
  const now = after.tender;
  const found: FoundChange[] = [];
  if (old.status !== now.status) found.push(change('status', old.status, now.status));
  const oldEnd = old.tenderPeriod?.endDate;
  const newEnd = now.tenderPeriod?.endDate;
  if (oldEnd !== newEnd) found.push(change('tenderPeriodEnd', oldEnd, newEnd));
  const oldValue = valueCode(old.value);
  const newValue = valueCode(now.value);
  if (oldValue !== newValue) found.push(change('value', oldValue, newValue));
  if (before.tabs.questions && after.tabs.questions) {
    found.push(
      ...diffQuestions(before.tabs.questions.data.questions, after.tabs.questions.data.questions),
    );
  }
  const oldComplaints = complaintsOf(before);
  const newComplaints = complaintsOf(after);
  if (oldComplaints && newComplaints) {
    found.push(...diffEntries('complaint', oldComplaints, newComplaints, complaintSubject));
  }
  found.push(...diffEntries('award', old.awards, now.awards, awardSubject));
  found.push(
    ...diffEntries('contract', old.contracts, now.contracts, (contract) => contract.contractID),
  );
  found.push(...diffEntries('cancellation', old.cancellations, now.cancellations, () => undefined));
  found.push(...diffDocuments(old, now));
  found.push(...diffFlags(old, now));
  return found;
};
