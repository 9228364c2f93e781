/**
 * What the tender rules share: the lots of a CDB tender, the bids, awards and pre-qualification
 * decisions on each lot, and a bid's price on a lot. Pure readers of untrusted CDB JSON.
 */
import type { FlaggedBid, FlagMoney } from '../../contract/flags.ts';
import { codeOf, compact, num, rec, recs, str, type Json } from '../ingest/transform/read.ts';

/** The procedure type, belowThreshold when blank (as the portal shape reads it). */
export const procedureOf = (tender: Json): string =>
  str(tender, 'procurementMethodType') || 'belowThreshold';

/** A lot, or the whole tender (lotID undefined) when it has none. */
export interface FlagLot {
  lotID?: string;
  status?: string;
}

export const lotsOf = (tender: Json): FlagLot[] => {
  const lots = recs(tender, 'lots');
  if (lots.length === 0) return [{}];
  return lots.flatMap((lot) => {
    const lotID = str(lot, 'id');
    return lotID ? [compact({ lotID, status: str(lot, 'status') })] : [];
  });
};

/** Bids in these statuses were never submitted or no longer count. */
const NOT_COUNTED = new Set(['draft', 'deleted', 'invalid']);

const lotValueOf = (bid: Json, lotID: string): Json | undefined =>
  recs(bid, 'lotValues').find((lotValue) => str(lotValue, 'relatedLot') === lotID);

/** Counted bids that name the lot in their lotValues (every counted bid when there are no lots). */
export const bidsOn = (tender: Json, lot: FlagLot): Json[] =>
  recs(tender, 'bids').filter(
    (bid) =>
      !NOT_COUNTED.has(str(bid, 'status') ?? '') &&
      (lot.lotID === undefined || lotValueOf(bid, lot.lotID) !== undefined),
  );

const moneyOf = (value: Json | undefined): FlagMoney | undefined => {
  const amount = num(value, 'amount');
  return amount === undefined ? undefined : compact({ amount, currency: str(value, 'currency') });
};

/** A bid's price on the lot: its lotValue's value, or the bid's value when there are no lots. */
export const priceOn = (bid: Json, lot: FlagLot): FlagMoney | undefined =>
  moneyOf(rec(lot.lotID === undefined ? bid : lotValueOf(bid, lot.lotID), 'value'));

/** The registry codes of a bid's tenderers, as one key (a consortium has several). */
export const tendererKey = (bid: Json): string | undefined => {
  const codes = recs(bid, 'tenderers').flatMap((tenderer) => codeOf(tenderer) ?? []);
  return codes.length === 0 ? undefined : [...codes].sort().join('+');
};

/** A bid as evidence names it: id, tenderer and price on the lot. */
export const flaggedBid = (bid: Json, lot: FlagLot): FlaggedBid =>
  compact({
    bidID: str(bid, 'id') ?? '',
    tendererID: tendererKey(bid),
    price: priceOn(bid, lot),
  });

/** Awards (or qualifications) on the lot: those naming it, or all when there are no lots. */
const onLot = (decisions: Json[], lot: FlagLot): Json[] =>
  lot.lotID === undefined
    ? decisions
    : decisions.filter((decision) => str(decision, 'lotID') === lot.lotID);

export const awardsOn = (tender: Json, lot: FlagLot): Json[] => onLot(recs(tender, 'awards'), lot);

export const qualificationsOn = (tender: Json, lot: FlagLot): Json[] =>
  onLot(recs(tender, 'qualifications'), lot);

export const withStatus = (decisions: Json[], status: string): Json[] =>
  decisions.filter((decision) => str(decision, 'status') === status);

export const idsOf = (objects: Json[]): string[] =>
  objects.map((object) => str(object, 'id') ?? '');
