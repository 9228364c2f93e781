import type { Tender } from '../../../../contract/tender';
import { biddingOpen } from '../../../lib/countdown';
import { hasRegister } from './bids/listed-bids';
import { showsCancellations } from './cancellations/visibility';

/** The "Procurement details" tab's sections in order: "details sections" 1–16. */
export const PURCHASE_SECTIONS = [
  'customer',
  'buyers',
  'purchase',
  'negotiation',
  'documentation',
  'payment',
  'language',
  'guarantee',
  'lifeCycleCost',
  'exclusion',
  'documents',
  'submitProposal',
  'bids',
  'qualifications',
  'awards',
  'cancellations',
] as const;

export type PurchaseSection = (typeof PURCHASE_SECTIONS)[number];

/** Statuses in which a supplier can still submit a proposal (docs/decisions.md). */
export const OPEN_STATUSES: readonly string[] = ['active.enquiries', 'active.tendering'];

const some = (...lists: readonly (readonly unknown[] | undefined)[]): boolean =>
  lists.some((list) => (list?.length ?? 0) > 0);

/**
 * Visibility rules: whether each section is shown for this tender at `now` (a
 * snapshot's open status no longer lets anyone submit once its tender period has ended).
 */
const VISIBLE: Record<PurchaseSection, (tender: Tender, now: Date) => boolean> = {
  customer: () => true,
  buyers: (tender) => some(tender.buyers),
  purchase: () => true,
  negotiation: (tender) => (tender.cause?.trim() ?? '') !== '',
  documentation: () => true,
  payment: (tender) => some(tender.milestones),
  language: (tender) => some(tender.languageCriteria, tender.historicalLanguageCriteria),
  guarantee: (tender) => some(tender.activeGuaranteeCriteria, tender.historicalGuaranteeCriteria),
  lifeCycleCost: (tender) =>
    some(tender.activeLifeCycleCostCriteria, tender.historicalLifeCycleCostCriteria),
  exclusion: (tender) => some(tender.activeExclusionCriteria, tender.historicalExclusionCriteria),
  documents: (tender) => some(tender.documents),
  submitProposal: (tender, now) =>
    OPEN_STATUSES.includes(tender.status) &&
    biddingOpen(tender.status, tender.tenderPeriod?.endDate, now),
  bids: hasRegister,
  qualifications: (tender) => tender.bids.some((bid) => some(bid.qualifications)),
  // Shown with or without lots; a tender with lots shows its awards lot by lot (decisions.md).
  awards: (tender) => some(tender.awards),
  cancellations: showsCancellations,
};

/** The sections this tender shows at `now`, in order. */
export const visiblePurchaseSections = (tender: Tender, now: Date): PurchaseSection[] =>
  PURCHASE_SECTIONS.filter((section) => VISIBLE[section](tender, now));

/** The element id of a section: an anchor a link can point at (`#tender-documents`). */
export const sectionId = (section: PurchaseSection): string => `tender-${section}`;
