/** The protocol of proposals. */
import type { Bid, BidderQualification } from '../../../contract/tender-bids.ts';

/** Only bidders with at least one qualification. */
export const toBidderQualifications = (bids: readonly Bid[]): BidderQualification[] =>
  bids.flatMap((bid) => {
    const [first] = bid.qualifications;
    if (!first) return [];
    const tenderer = bid.tenderers[0];
    return [
      {
        id: bid.id,
        identifierId: tenderer?.identifier.id ?? '',
        scheme: tenderer?.identifier.scheme,
        tendererName: tenderer?.identifier.legalName ?? tenderer?.name ?? '',
        status: first.status,
        hasMilestoneCode24h: bid.qualifications.some((q) => q.hasMilestoneCode24h),
        qualifications: bid.qualifications,
      },
    ];
  });
