/** Award grouping and the protocol of proposals. */
import type { Award, Bid, BidderQualification } from '../../../contract/tender-bids.ts';
import type { AwardGroup } from '../../../contract/tender.ts';

/**
 * When some bid has awards, each such bid is one group of its awards;
 * otherwise each award is its own group. Awards that match no bid still get a group of their
 * own, so every award is shown exactly once.
 */
export const groupAwards = (bids: readonly Bid[], awards: readonly Award[]): AwardGroup[] => {
  const byBid = bids.filter((bid) => bid.awards.length > 0);
  if (byBid.length === 0) return awards.map((award) => ({ awards: [award] }));
  const grouped = new Set(byBid.flatMap((bid) => bid.awards.map((award) => award.id)));
  return [
    ...byBid.map((bid) => ({ bidId: bid.id, awards: bid.awards })),
    ...awards.filter((award) => !grouped.has(award.id)).map((award) => ({ awards: [award] })),
  ];
};

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
