import type { Award, Tender } from '../../../../../contract/tender';

/** A bid's awards, or an award of no bid on its own (bidId undefined). */
export interface AwardGroup {
  bidId?: string;
  awards: Award[];
}

/**
 * The tender's awards grouped for the protocol, so every award is shown exactly once: when some
 * bid has awards, each such bid (in the bids' order) is one group of its awards, and the awards
 * of no bid follow, each its own group; otherwise each award is its own group. Grouped here, not
 * stored: the record would carry every award three times (docs/decisions.md).
 */
export function toAwardGroups(tender: Pick<Tender, 'bids' | 'awards'>): AwardGroup[] {
  const byBid = tender.bids
    .map((bid) => ({
      bidId: bid.id,
      awards: tender.awards.filter((award) => award.bid_id === bid.id),
    }))
    .filter((group) => group.awards.length > 0);
  if (byBid.length === 0) return tender.awards.map((award) => ({ awards: [award] }));
  const grouped = new Set(byBid.flatMap((group) => group.awards));
  return [
    ...byBid,
    ...tender.awards.filter((award) => !grouped.has(award)).map((award) => ({ awards: [award] })),
  ];
}
