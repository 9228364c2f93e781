/** identical-prices: bids of different tenderers at exactly the same price on one lot. */
import type { Flag } from '../../contract/flags.ts';
import { compact, type Json } from '../ingest/transform/read.ts';
import { bidsOn, flaggedBid, lotsOf, priceOn, tendererKey, type FlagLot } from './lots.ts';

const onLot = (tender: Json, lot: FlagLot): Flag[] => {
  const byPrice = new Map<string, Json[]>();
  for (const bid of bidsOn(tender, lot)) {
    const price = priceOn(bid, lot);
    if (!price) continue;
    const key = `${String(price.amount)} ${price.currency ?? ''}`;
    byPrice.set(key, [...(byPrice.get(key) ?? []), bid]);
  }
  return [...byPrice.values()].flatMap((bids): Flag[] => {
    // Tenderers are told apart by their registry codes; a bid without one is not counted apart.
    const tenderers = new Set(bids.map(tendererKey).filter((key) => key !== undefined));
    const [first] = bids;
    const price = first && priceOn(first, lot);
    if (tenderers.size < 2 || !price) return [];
    return [
      compact({
        code: 'identical-prices',
        lotID: lot.lotID,
        evidence: { price, bids: bids.map((bid) => flaggedBid(bid, lot)) },
      }),
    ];
  });
};

export const identicalPrices = (tender: Json): Flag[] =>
  lotsOf(tender).flatMap((lot) => onLot(tender, lot));
