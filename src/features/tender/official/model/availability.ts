import type { Award, Tender } from '../../../../../contract/tender';
import type { OfficialDocumentKey } from '../../../../../contract/routes/tender-pages';
import { hasRegister } from '../../model/bids/listed-bids';

/*
 * Apart from the documents' views: the tender page links the documents, and loads their views
 * only when one is opened.
 */

/**
 * The winners a notice names: active awards that chose a bid, or that can be appealed (a
 * negotiation). A report of a contract (reporting) chose no bid and has no notice.
 */
export const noticedAwards = (tender: Tender): Award[] =>
  tender.awards.filter(
    (award) =>
      award.status === 'active' &&
      (award.bid_id !== undefined || award.complaintPeriod?.endDate !== undefined),
  );

/** Whether the buyer decided on a winner the notice names. */
export const hasIntent = (tender: Tender): boolean => noticedAwards(tender).length > 0;

/** Whether the tender's bids were disclosed: it has bids and a moment of disclosure. */
export const hasDisclosure = (tender: Tender): boolean =>
  hasRegister(tender) && tender.disclosureDate !== undefined;

/** Whether the tender's data holds what the document is made of (else its link stays greyed). */
export const hasOfficialDocument = (tender: Tender, key: OfficialDocumentKey): boolean =>
  ({ register: hasRegister, opening: hasDisclosure, intent: hasIntent })[key](tender);
