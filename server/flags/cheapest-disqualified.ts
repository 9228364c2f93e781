/** cheapest-disqualified: the lowest price lost its award and another bid won (lowest cost only). */
import type { Flag } from '../../contract/flags.ts';
import { compact, recs, str, type Json } from '../ingest/transform/read.ts';
import { awardsOn, bidsOn, flaggedBid, lotsOf, priceOn, withStatus, type FlagLot } from './lots.ts';

const cheapestOnLot = (tender: Json, lot: FlagLot): Flag[] => {
  const awards = awardsOn(tender, lot);
  const [winnerAward] = withStatus(awards, 'active');
  const bids = bidsOn(tender, lot);
  const bidOf = (award: Json) => bids.find((bid) => str(bid, 'id') === str(award, 'bid_id'));
  const winner = winnerAward && bidOf(winnerAward);
  if (!winnerAward || !winner) return [];
  return withStatus(awards, 'unsuccessful').flatMap((award): Flag[] => {
    const bid = bidOf(award);
    const price = bid && priceOn(bid, lot);
    if (!bid || !price || bid === winner) return [];
    // Only prices in the same currency compare.
    const lower = bids.some((other) => {
      const otherPrice = priceOn(other, lot);
      return (
        otherPrice !== undefined &&
        otherPrice.currency === price.currency &&
        otherPrice.amount < price.amount
      );
    });
    if (lower) return [];
    return [
      compact({
        code: 'cheapest-disqualified',
        lotID: lot.lotID,
        evidence: {
          disqualifiedAwardID: str(award, 'id') ?? '',
          disqualified: flaggedBid(bid, lot),
          winnerAwardID: str(winnerAward, 'id') ?? '',
          winner: flaggedBid(winner, lot),
        },
      }),
    ];
  });
};

/** Only where price alone decides: lowest-cost criteria and no non-price features. */
export const cheapestDisqualified = (tender: Json): Flag[] =>
  str(tender, 'awardCriteria') === 'lowestCost' && recs(tender, 'features').length === 0
    ? lotsOf(tender).flatMap((lot) => cheapestOnLot(tender, lot))
    : [];
