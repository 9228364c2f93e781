/**
 * The real tenders shipped in data/cdb/tenders and what their pages must show, computed here
 * from the CDB JSON. Dates and money are written with the pieces of src/lib/format that load
 * in Playwright (its date and money modules import JSON, which Node's ESM loader refuses
 * without an import attribute) and the texts of the 'format' locale; a unit test
 * (tests/unit/features/tender/shipped-e2e-expectations.test.ts) checks that the result is what
 * formatDateTime and formatMoney write.
 */
import type { PurchaseSection } from '../../src/features/tender/model/purchase-sections';
import { kyivParts } from '../../contract/format/kyiv-time';
import { ukrainianDigits } from '../../contract/format/number';
import format from '../../contract/locales/uk/format.json' with { type: 'json' };
import { shippedRealTenders } from '../support/shipped-cdb';

interface CdbValue {
  amount: number;
  currency?: string;
}

/** The parts of a CDB tender the page is checked against, as OpenProcurement publishes them. */
export interface CdbTender {
  tenderID: string;
  title: string;
  status: string;
  procurementMethodType: string;
  procuringEntity?: { identifier?: { id?: string } };
  tenderPeriod?: { endDate?: string };
  value?: CdbValue;
  minValue?: CdbValue;
  items?: { description?: string }[];
  documents?: { title?: string }[];
  buyers?: unknown[];
  cause?: string;
  causeDetails?: { code?: string };
  milestones?: unknown[];
  criteria?: { classification?: { id?: string } }[];
  bids?: { id?: string; status?: string }[];
  qualifications?: { bidID?: string }[];
  awards?: unknown[];
  lots?: unknown[];
  cancellations?: { status?: string; reason?: string }[];
}

/** Every real tender shipped in data/cdb/tenders (the UA-* files), as the CDB published it. */
export const SHIPPED_TENDERS: readonly CdbTender[] = shippedRealTenders<CdbTender>();

/**
 * The first item of each kind (by `kind`): a sweep over every shape the real data has, without
 * its repeats. What holds for every real tender is checked by the unit tests on its view model;
 * the browser checks each shape once.
 */
export function oneOfEach<T>(items: readonly T[], kind: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = kind(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The texts of the 'format' locale in Ukrainian. */
const UK: { monthNames: { genitive: string[] }; currency: Record<string, string> } = format;

/** Text as a page shows it: runs of spaces (no-break ones too) collapsed, no direction marks. */
export const shown = (text: string): string =>
  text
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const pad2 = (value: number): string => String(value).padStart(2, '0');

/** A moment in Kyiv time as the page writes it in Ukrainian: '18 вересня 2023, 20:28'. */
export function kyivDateTime(iso: string): string | undefined {
  const parts = kyivParts(iso);
  if (!parts) return undefined;
  const date = `${pad2(parts.day)} ${UK.monthNames.genitive[parts.month - 1] ?? ''} ${String(parts.year)}`;
  return parts.hasTime ? `${date}, ${pad2(parts.hour)}:${pad2(parts.minute)}` : date;
}

/** Money as the page writes it in Ukrainian: '1 827 650,30 грн'. */
export function money(value: CdbValue): string {
  const currency = value.currency ?? 'UAH';
  return `${ukrainianDigits(value.amount, 2, 2)} ${UK.currency[currency] ?? currency}`;
}

const filled = (list: readonly unknown[] | undefined): boolean => (list?.length ?? 0) > 0;

const hasCriterion = (tender: CdbTender, ...prefixes: string[]): boolean =>
  (tender.criteria ?? []).some((criterion) =>
    prefixes.some((prefix) => criterion.classification?.id?.startsWith(prefix) === true),
  );

/** The cancellations a reader sees: every one but the buyer's drafts. */
export const publishedCancellations = (tender: CdbTender) =>
  (tender.cancellations ?? []).filter((cancellation) => cancellation.status !== 'draft');

/** Whether each section of the purchase-details tab is shown. */
export function expectedSections(tender: CdbTender): Record<PurchaseSection, boolean> {
  const cause = tender.cause ?? tender.causeDetails?.code;
  return {
    customer: true,
    buyers: filled(tender.buyers),
    purchase: true,
    negotiation: typeof cause === 'string' && cause.trim() !== '',
    documentation: true,
    payment: filled(tender.milestones),
    language: hasCriterion(tender, 'CRITERION.OTHER.BID.LANGUAGE'),
    guarantee: hasCriterion(
      tender,
      'CRITERION.OTHER.BID.GUARANTEE',
      'CRITERION.OTHER.CONTRACT.GUARANTEE',
    ),
    lifeCycleCost: hasCriterion(tender, 'CRITERION.OTHER.LIFE_CYCLE_COST'),
    exclusion: hasCriterion(tender, 'CRITERION.EXCLUSION.'),
    documents: filled(tender.documents),
    // Open by the data and its tender period not yet over (the browser's clock is today's).
    submitProposal:
      (tender.status === 'active.enquiries' || tender.status === 'active.tendering') &&
      Date.parse(tender.tenderPeriod?.endDate ?? '9999-12-31') > Date.now(),
    bids: (tender.bids ?? []).some((bid) => bid.status !== 'deleted' && bid.status !== 'draft'),
    qualifications: (tender.qualifications ?? []).some((q) =>
      (tender.bids ?? []).some((bid) => bid.id === q.bidID),
    ),
    awards: filled(tender.awards),
    cancellations: publishedCancellations(tender).length > 0 || tender.status === 'unsuccessful',
  };
}

/** The expected value: value, or an ESCO tender's minValue when it is not zero (else none). */
export function expectedValue(tender: CdbTender): CdbValue | undefined {
  if (tender.procurementMethodType !== 'esco') return tender.value;
  return tender.minValue?.amount ? tender.minValue : undefined;
}

export interface ExpectedText {
  section: PurchaseSection;
  what: string;
  text: string;
}

/** The texts the page must show, each in its section. */
export function expectedTexts(tender: CdbTender): ExpectedText[] {
  const texts: ExpectedText[] = [];
  const add = (section: PurchaseSection, what: string, text: string | undefined) => {
    if (text?.trim()) texts.push({ section, what, text: shown(text) });
  };
  add('customer', "buyer's identifier", tender.procuringEntity?.identifier?.id);
  const end = tender.tenderPeriod?.endDate;
  if (end) add('purchase', 'tender period end', kyivDateTime(end));
  const value = expectedValue(tender);
  if (value) add('purchase', 'expected value', money(value));
  for (const [index, item] of (tender.items ?? []).slice(0, 5).entries()) {
    add('documentation', `item ${String(index + 1)}`, item.description);
  }
  add('documents', 'first document', tender.documents?.[0]?.title);
  for (const [index, cancellation] of publishedCancellations(tender).entries()) {
    add('cancellations', `reason of cancellation ${String(index + 1)}`, cancellation.reason);
  }
  return texts;
}
