/** single-bid: one bid on a lot that went on to qualification, in a competitive procedure. */
import type { Flag } from '../../contract/flags.ts';
import { compact, str, type Json } from '../ingest/transform/read.ts';
import { awardsOn, bidsOn, flaggedBid, lotsOf, procedureOf, type FlagLot } from './lots.ts';

/** Procedures where one offer is the rule, not a sign of weak competition. */
const ONE_OFFER_PROCEDURES = new Set([
  'reporting',
  'negotiation',
  'negotiation.quick',
  'priceQuotation',
]);

/** Tender statuses from qualification on (an unsuccessful or cancelled tender may never get there). */
const QUALIFICATION_OR_LATER = new Set([
  'active.qualification',
  'active.qualification.stand-still',
  'active.awarded',
  'complete',
]);

/** The lot has an award, or the tender is in qualification or later and the lot still stands. */
const reachedQualification = (tender: Json, lot: FlagLot): boolean =>
  awardsOn(tender, lot).length > 0 ||
  (QUALIFICATION_OR_LATER.has(str(tender, 'status') ?? '') &&
    (lot.status === undefined || lot.status === 'active' || lot.status === 'complete'));

export const singleBid = (tender: Json): Flag[] => {
  const procurementMethodType = procedureOf(tender);
  if (ONE_OFFER_PROCEDURES.has(procurementMethodType)) return [];
  return lotsOf(tender).flatMap((lot): Flag[] => {
    const [bid, ...others] = bidsOn(tender, lot);
    if (!bid || others.length > 0 || !reachedQualification(tender, lot)) return [];
    return [
      compact({
        code: 'single-bid',
        lotID: lot.lotID,
        evidence: { procurementMethodType, bid: flaggedBid(bid, lot) },
      }),
    ];
  });
};
