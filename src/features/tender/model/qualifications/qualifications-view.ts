import type { BidderQualification, Tender } from '../../../../../contract/tender';
import { EM_DASH, orDash } from '../../../../lib/format';
import { toDateView, toDecisionView, toStatusView } from '../awards/decision-view';
import type { DateView, DecisionView, StatusView } from '../awards/decision-view';
import { legalName } from '../awards/legal-name';
import type { ProtocolContext } from '../awards/protocol-context';

const DICTIONARY = 'qualification_statuses';

/** One bidder of the protocol of proposals: an accordion opened by `#qualification-{id}`. */
export interface BidderView {
  /** The accordion's element id: `qualification-{bid id}`. */
  id: string;
  /** Every hash id that opens it: its own and `qualification-{id}` of each of its decisions. */
  hashIds: string[];
  name: string;
  /** 'Код: 2895314649 (UA-EDR)', or '—' without a code. */
  identifier: string;
  status: StatusView;
  /** Some decision required the bidder to eliminate inconsistencies (milestone code 24h). */
  has24h: boolean;
  decisions: DecisionView[];
}

export interface QualificationsView {
  /** The protocol's publication date (qualificationPeriod.reportingDatePublication), if any. */
  publicationDate: DateView | undefined;
  bidders: BidderView[];
}

export const qualificationAnchor = (id: string): string => `qualification-${id}`;

function identifierText(bidder: BidderQualification, context: ProtocolContext): string {
  const id = bidder.identifierId.trim();
  if (id === '') return EM_DASH;
  const scheme = bidder.scheme?.trim();
  return scheme
    ? context.t('qualifications.identifierWithScheme', { id, scheme })
    : context.t('qualifications.identifier', { id });
}

function toBidderView(
  bidder: BidderQualification,
  tender: Tender,
  context: ProtocolContext,
): BidderView {
  const id = qualificationAnchor(bidder.id);
  const tenderer = tender.bids.find((bid) => bid.id === bidder.id)?.tenderers[0];
  return {
    id,
    hashIds: [id, ...bidder.qualifications.map((q) => qualificationAnchor(q.id))],
    name: tenderer ? legalName(tenderer, context.terms.lang) : orDash(bidder.tendererName.trim()),
    identifier: identifierText(bidder, context),
    status: toStatusView(DICTIONARY, bidder.status, context),
    has24h: bidder.hasMilestoneCode24h,
    decisions: bidder.qualifications.map((qualification) =>
      toDecisionView(
        qualification,
        DICTIONARY,
        tender,
        context,
        qualificationAnchor(qualification.id),
      ),
    ),
  };
}

/**
 * "Protocol of proposals": only bidders with at least one qualification, in
 * the order of the bids; the bidder's status is its first qualification's; the publication
 * date when the qualification period has one.
 */
export function toQualificationsView(tender: Tender, context: ProtocolContext): QualificationsView {
  const published = tender.qualificationPeriod?.reportingDatePublication;
  return {
    publicationDate: published ? toDateView(published, context) : undefined,
    bidders: tender.bidderQualifications
      .filter((bidder) => bidder.qualifications.length > 0)
      .map((bidder) => toBidderView(bidder, tender, context)),
  };
}
