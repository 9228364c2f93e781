/** Bids → the bid extension's bids.details: for a lot's release, each bid's value on that lot. */
import type { OcdsBid } from '../../contract/ocds.ts';
import type { Bid, Lot } from '../../contract/tender.ts';
import { bidStatus } from './codelists.ts';
import { dateTime, defined } from './formats.ts';
import type { Parties } from './parties.ts';
import { ocdsValue } from './values.ts';

/** One bid as the release of `lot` (or of the whole tender) sees it; null when it is not there. */
const ocdsBid = (bid: Bid, lot: Lot | undefined, parties: Parties): OcdsBid | null => {
  const lotValue = lot && bid.lotValues.find((value) => value.relatedLot === lot.id);
  if (lot && !lotValue) return null;
  const status = bidStatus(lotValue?.status ?? bid.status);
  if (status === null || bidStatus(bid.status) === null) return null;
  return defined({
    id: bid.id,
    date: dateTime(lotValue?.date ?? bid.date ?? bid.submissionDate),
    status,
    tenderers: bid.tenderers.map((org) => parties.add(org, 'tenderer')),
    value: ocdsValue(lot ? lotValue?.value : bid.value),
    relatedLots: lot ? [lot.id] : undefined,
  });
};

export const ocdsBids = (bids: readonly Bid[], lot: Lot | undefined, parties: Parties): OcdsBid[] =>
  bids.flatMap((bid) => ocdsBid(bid, lot, parties) ?? []);

/** The parties that placed a bid still standing (a withdrawn bid does not count). */
export const numberOfTenderers = (bids: readonly OcdsBid[]): number =>
  new Set(
    bids
      .filter((bid) => bid.status !== 'withdrawn')
      .flatMap((bid) => bid.tenderers.map((tenderer) => tenderer.id)),
  ).size;
