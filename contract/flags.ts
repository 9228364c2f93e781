/**
 * Red flags of a tender: facts a watcher may want to check, computed at ingest (server/flags).
 * A flag is a pointer to something to read, never a verdict. Types only.
 */

/** An amount as the tender states it. */
export interface FlagMoney {
  amount: number;
  currency?: string;
}

/** A bid as a flag names it: its id, its tenderer's registry code and its price on the lot. */
export interface FlaggedBid {
  bidID: string;
  tendererID?: string;
  price?: FlagMoney;
}

/** A contract as a flag names it: its id (the contracts tab's anchor), contractID and number. */
export interface FlaggedContract {
  id: string;
  contractID?: string;
  contractNumber?: string;
}

/** What each flag points at, by its code. */
export interface FlagEvidence {
  /** The only bid on a lot that reached qualification, in a competitive procedure. */
  'single-bid': { procurementMethodType: string; bid: FlaggedBid };
  /** The lowest-priced bid was disqualified and another one won (lowest cost, no features). */
  'cheapest-disqualified': {
    disqualifiedAwardID: string;
    disqualified: FlaggedBid;
    winnerAwardID: string;
    winner: FlaggedBid;
  };
  /** Every bid but the winner's was disqualified. */
  'all-but-winner-disqualified': {
    winnerAwardID: string;
    winnerBidID?: string;
    unsuccessfulAwardIDs: string[];
    bidIDs: string[];
  };
  /** Two or more unsuccessful awards or pre-qualification decisions on one lot. */
  'many-disqualified': {
    unsuccessfulAwardIDs: string[];
    unsuccessfulQualificationIDs: string[];
  };
  /** A complaint about an award was upheld, and the same bid was awarded again. */
  'rewarded-after-upheld-complaint': {
    bidID: string;
    complainedAwardID: string;
    complaintID: string;
    complaintStatus: string;
    laterAwardID: string;
  };
  /** Bids of different tenderers with exactly the same price on one lot. */
  'identical-prices': { price: FlagMoney; bids: FlaggedBid[] };
  /** A simplified (belowThreshold) procedure's award with a 24-hour milestone. */
  '24h-in-simplified': { awardID: string; bidID?: string; milestoneID: string; dueDate?: string };
  /** A contract worth more than the award it comes from. */
  'contract-above-award': {
    contract: FlaggedContract;
    awardID: string;
    contractValue: FlagMoney;
    awardValue: FlagMoney;
  };
  /** An active contract change of the price together with the term. */
  'price-and-term-changed': {
    contract: FlaggedContract;
    changes: { changeID: string; rationaleTypes: string[]; dateSigned?: string }[];
  };
  /** Three or more active changes of one contract. */
  'many-amendments': { contract: FlaggedContract; changeIDs: string[] };
}

export type FlagCode = keyof FlagEvidence;

/** Every flag code, in the order flags are listed. */
export const FLAG_CODES = [
  'single-bid',
  'cheapest-disqualified',
  'all-but-winner-disqualified',
  'many-disqualified',
  'rewarded-after-upheld-complaint',
  'identical-prices',
  '24h-in-simplified',
  'contract-above-award',
  'price-and-term-changed',
  'many-amendments',
] as const satisfies readonly FlagCode[];

/** One flag: its code, the lot it is about (none for a tender without lots), its evidence. */
export type Flag = {
  [Code in FlagCode]: { code: Code; lotID?: string; evidence: FlagEvidence[Code] };
}[FlagCode];

/**
 * GET /api/flags: how many real tenders (test tenders left out, as in search) carry each flag,
 * every code present (0 when none); counted at most once a minute.
 */
export interface FlagCounts {
  counts: Record<FlagCode, number>;
  /** When the tenders were counted, ISO 8601. */
  counted_at: string;
}

export interface FlagCountsResponse {
  data: FlagCounts;
}
