/** all-but-winner-disqualified: one active award, and every other bid on the lot disqualified. */
import type { Flag } from '../../contract/flags.ts';
import { compact, str, type Json } from '../ingest/transform/read.ts';
import { awardsOn, bidsOn, idsOf, lotsOf, withStatus, type FlagLot } from './lots.ts';

/** Each bid's latest award on the lot decides its outcome (earlier ones may be cancelled). */
const latestAwardOf = (awards: Json[], bid: Json): Json | undefined =>
  awards.findLast((award) => str(award, 'bid_id') === str(bid, 'id'));

const onLot = (tender: Json, lot: FlagLot): Flag[] => {
  const awards = awardsOn(tender, lot);
  const active = withStatus(awards, 'active');
  const unsuccessful = withStatus(awards, 'unsuccessful');
  const [winner] = active;
  if (!winner || active.length !== 1 || unsuccessful.length < 2) return [];
  const bids = bidsOn(tender, lot);
  // A bid without an award, or whose award is pending or cancelled, was not disqualified.
  const decided = bids.every((bid) => {
    const status = str(latestAwardOf(awards, bid), 'status');
    return status === 'active' || status === 'unsuccessful';
  });
  if (!decided) return [];
  return [
    compact({
      code: 'all-but-winner-disqualified',
      lotID: lot.lotID,
      evidence: compact({
        winnerAwardID: str(winner, 'id') ?? '',
        winnerBidID: str(winner, 'bid_id'),
        unsuccessfulAwardIDs: idsOf(unsuccessful),
        bidIDs: idsOf(bids),
      }),
    }),
  ];
};

export const allButWinnerDisqualified = (tender: Json): Flag[] =>
  lotsOf(tender).flatMap((lot) => onLot(tender, lot));
