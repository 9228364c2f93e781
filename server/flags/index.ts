/**
 * Red flags of a tender (contract/flags.ts), one module per rule. Pure: the ingest computes them
 * with the tender (its own contracts), and reruns the contract rules when contracting-API
 * contracts of the tender arrive (server/ingest/joined-tabs.ts).
 */
import type { Flag, FlagCode } from '../../contract/flags.ts';
import { toAward } from '../ingest/transform/decisions.ts';
import { recs, type Json } from '../ingest/transform/read.ts';
import { mergeById, tenderContracts, toContract } from '../ingest/transform/tabs/agreements.ts';
import { twentyFourHoursInSimplified } from './24h-in-simplified.ts';
import { allButWinnerDisqualified } from './all-but-winner-disqualified.ts';
import { cheapestDisqualified } from './cheapest-disqualified.ts';
import { contractAboveAward } from './contract-above-award.ts';
import type { FlagAward, FlagContract } from './contracts.ts';
import { identicalPrices } from './identical-prices.ts';
import { manyAmendments } from './many-amendments.ts';
import { manyDisqualified } from './many-disqualified.ts';
import { priceAndTermChanged } from './price-and-term-changed.ts';
import { rewardedAfterUpheldComplaint } from './rewarded-after-upheld-complaint.ts';
import { singleBid } from './single-bid.ts';

export type { FlagAward, FlagContract } from './contracts.ts';

/** The rules that read the CDB tender alone. */
export const tenderFlags = (tender: Json): Flag[] => [
  ...singleBid(tender),
  ...cheapestDisqualified(tender),
  ...allButWinnerDisqualified(tender),
  ...manyDisqualified(tender),
  ...rewardedAfterUpheldComplaint(tender),
  ...identicalPrices(tender),
  ...twentyFourHoursInSimplified(tender),
];

/** The rules that read contracts (and the awards they come from), in the portal shapes. */
export const contractFlags = (
  contracts: readonly FlagContract[],
  awards: readonly FlagAward[],
): Flag[] => [
  ...contractAboveAward(contracts, awards),
  ...priceAndTermChanged(contracts, awards),
  ...manyAmendments(contracts, awards),
];

const CONTRACT_CODES: ReadonlySet<FlagCode> = new Set([
  'contract-above-award',
  'price-and-term-changed',
  'many-amendments',
]);

/** Stored flags with the contract rules rerun on the tender's contracts as they are now. */
export const withContractFlags = (
  flags: readonly Flag[],
  contracts: readonly FlagContract[],
  awards: readonly FlagAward[],
): Flag[] => [
  ...flags.filter((flag) => !CONTRACT_CODES.has(flag.code)),
  ...contractFlags(contracts, awards),
];

/**
 * Every flag of a CDB tender and of its contracting-API contracts (CDB JSON): a contract the
 * contracting API has replaces the tender's own copy of it (same id).
 */
export const computeFlags = (tender: Json, contracts: readonly Json[]): Flag[] =>
  withContractFlags(
    tenderFlags(tender),
    mergeById(
      contracts.map((contract) => toContract(contract, 'contracting')),
      tenderContracts(tender),
    ),
    recs(tender, 'awards').map(toAward),
  );

/** The distinct codes of some flags, in order: what a search by flag filters on. */
export const flagCodes = (flags: readonly Flag[]): FlagCode[] => [
  ...new Set(flags.map((flag) => flag.code)),
];
