import type { Tender } from '../../../../../contract/tender';

/** Procedures without a call for bids: no periods, auction, step or security. */
const LIMITED = new Set(['reporting', 'negotiation', 'negotiation.quick']);

/** The contract appeal date exists only for these. */
const NEGOTIATION = new Set(['negotiation', 'negotiation.quick']);

/** Procedures that end in a framework agreement (its term and number of parties). */
const FRAMEWORK = new Set(['closeFrameworkAgreementUA']);

/** Where tender conditions can be appealed, for tenders published before CDB had `config`. */
const TENDER_COMPLAINTS = new Set([
  'aboveThreshold',
  'aboveThresholdUA',
  'aboveThresholdEU',
  'aboveThresholdUA.defense',
  'competitiveDialogueUA',
  'competitiveDialogueEU',
  'competitiveDialogueUA.stage2',
  'competitiveDialogueEU.stage2',
  'closeFrameworkAgreementUA',
  'esco',
]);

/** Procedures without an auction, for tenders published before CDB had `config`. */
const NO_AUCTION = new Set([
  ...LIMITED,
  'priceQuotation',
  'competitiveDialogueUA',
  'competitiveDialogueEU',
]);

/** Which of the purchase-information fields the tender's procedure has. */
export interface ProcedureRules {
  competitive: boolean;
  /** Price quotation: no enquiry period and no tender security. */
  quotation: boolean;
  esco: boolean;
  framework: boolean;
  negotiation: boolean;
  auction: boolean;
  tenderComplaints: boolean;
}

export function procedureRules(tender: Tender): ProcedureRules {
  const type = tender.procurementMethodType;
  const competitive = !LIMITED.has(type);
  return {
    competitive,
    quotation: type === 'priceQuotation',
    esco: type === 'esco',
    framework: FRAMEWORK.has(type),
    negotiation: NEGOTIATION.has(type),
    auction: tender.config.hasAuction ?? !NO_AUCTION.has(type),
    tenderComplaints:
      competitive && (tender.config.hasTenderComplaints ?? TENDER_COMPLAINTS.has(type)),
  };
}
