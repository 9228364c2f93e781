/** Tender fields CDB does not carry, derived from the ones it does. */
import type { FeaturePrice } from '../../../contract/tender.ts';
import type { Feature, Lot, Period } from '../../../contract/tender-parts.ts';

const NEGOTIATION_TYPES = new Set(['negotiation', 'negotiation.quick']);

/** The first award's complaint period end, only for negotiation procedures. */
export const contractAppeal = (
  procurementMethodType: string,
  firstAwardComplaintPeriod: Period | undefined,
): string | undefined =>
  NEGOTIATION_TYPES.has(procurementMethodType) ? firstAwardComplaintPeriod?.endDate : undefined;

const FEATURE_TITLES: Record<string, FeaturePrice['title']> = {
  lifeCycleCost: 'lifeCycleCost',
  ratedCriteria: 'ratedCriteria',
};

/**
 * 1 (100 %) for lifeCycleCost or without features, otherwise
 * the price's share: 1 minus the sum of each feature's largest option, never below 0.
 */
export const featurePrice = (
  awardCriteria: string | undefined,
  features: readonly Feature[],
): FeaturePrice => {
  const title = FEATURE_TITLES[awardCriteria ?? ''] ?? 'lowestCost';
  if (awardCriteria === 'lifeCycleCost' || features.length === 0) return { title, price: 1 };
  const featuresShare = features.reduce(
    (sum, feature) => sum + Math.max(0, ...feature.enum.map((option) => option.value)),
    0,
  );
  const price = Math.round((1 - featuresShare) * 10_000) / 10_000;
  return { title, price: Math.min(1, Math.max(0, price)) };
};

const earliest = (dates: readonly (string | undefined)[]): string | undefined =>
  dates
    .filter((date): date is string => date !== undefined && !Number.isNaN(Date.parse(date)))
    .sort((a, b) => Date.parse(a) - Date.parse(b))[0];

const latest = (dates: readonly (string | undefined)[]): string | undefined =>
  dates
    .filter((date): date is string => date !== undefined && !Number.isNaN(Date.parse(date)))
    .sort((a, b) => Date.parse(b) - Date.parse(a))[0];

/** The tender's auction start, else the earliest start among its lots' auctions. */
export const auctionStartDate = (
  auctionPeriod: Period | undefined,
  lots: readonly Lot[],
): string | undefined =>
  auctionPeriod?.startDate ?? earliest(lots.map((lot) => lot.auctionPeriod?.startDate));

/**
 * When the bids became public: the end of the auction (the tender's, else the last lot's), else
 * the start of the award period (procedures without an auction), else the end of bidding.
 * Undefined while the tender has no bids.
 */
export const disclosureDate = (input: {
  hasBids: boolean;
  auctionPeriod: Period | undefined;
  lots: readonly Lot[];
  awardPeriod: Period | undefined;
  tenderPeriod: Period | undefined;
}): string | undefined => {
  if (!input.hasBids) return undefined;
  return (
    input.auctionPeriod?.endDate ??
    latest(input.lots.map((lot) => lot.auctionPeriod?.endDate)) ??
    input.awardPeriod?.startDate ??
    input.tenderPeriod?.endDate
  );
};
