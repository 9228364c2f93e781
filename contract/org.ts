/**
 * An organisation's profile by its registry code (EDRPOU or another identifier.id), as
 * GET /api/orgs/:edrpou answers it. Figures are sums over the tenders that name the code, kept
 * up to date at ingest (server/orgs). Amounts are in UAH: amounts in other currencies are left
 * out of the sums. Test tenders are left out. Types only.
 */

/** How to reach the organisation, as its latest tender states it. */
export interface OrgContact {
  name?: string;
  email?: string;
  telephone?: string;
  url?: string;
  address?: string;
}

/** A count of tenders under a key (a status, a procedure type, a CPV group, a flag code). */
export interface OrgCount {
  key: string;
  count: number;
}

/** A CPV group (the code's first three digits, padded: "33100000") with its tenders and value. */
export interface OrgCpvGroup {
  code: string;
  /** The group's name in the classifier (ДК 021:2015), when it has one. */
  title_uk?: string;
  title_en?: string;
  count: number;
  value: number;
}

/** Another organisation met in the tenders: a supplier of a buyer, or a buyer of a supplier. */
export interface OrgPartner {
  edrpou: string;
  name?: string;
  tenders: number;
  awarded: number;
}

/** One year of a buyer's tenders (by publication year). */
export interface BuyerYear {
  year: number;
  tenders: number;
  expected: number;
  awarded: number;
}

/** What the organisation bought (its tenders as a buyer, the search's buyer filter). */
export interface BuyerProfile {
  tenders: number;
  byStatus: OrgCount[];
  byProcedure: OrgCount[];
  /** Sum of the tenders' expected values in UAH. */
  expectedValue: number;
  /** Sum of the active awards' values in UAH. */
  awardedValue: number;
  /** Tenders in a competitive procedure (all but reporting, negotiation, negotiation.quick). */
  competitiveTenders: number;
  /** Lots (or tenders without lots) with at least one counted bid, and those bids. */
  lotsWithBids: number;
  bidsOnLots: number;
  singleBidLots: number;
  /** Tenders with each red flag code. */
  flags: OrgCount[];
  flaggedTenders: number;
  topCpv: OrgCpvGroup[];
  topSuppliers: OrgPartner[];
  years: BuyerYear[];
}

/** One year of a bidder's or supplier's tenders (by publication year). */
export interface BidderYear {
  year: number;
  tenders: number;
  won: number;
  awarded: number;
}

/** How the organisation sold (tenders where it bid or was awarded). */
export interface BidderProfile {
  tenders: number;
  /** Its counted bids per lot: a bid on two lots counts two (one per tender without lots). */
  bids: number;
  /** Active awards to it (one per lot), and the tenders with at least one. */
  wins: number;
  tendersWon: number;
  /** Unsuccessful awards and pre-qualification decisions about it. */
  disqualifications: number;
  awardedValue: number;
  topBuyers: OrgPartner[];
  topCpv: OrgCpvGroup[];
  years: BidderYear[];
}

export interface OrgProfile {
  edrpou: string;
  /** Its names as tenders give them, the latest first. */
  names: string[];
  contact?: OrgContact;
  /** The latest change of a tender that names it. */
  dateModified: string;
  /** When the profile was counted (the "as of" date a saved copy shows). */
  countedAt: string;
  buyer?: BuyerProfile;
  /** Tenders it ran as the procuring entity for other buyers (a central purchasing body). */
  entityTenders: number;
  bidder?: BidderProfile;
}

export interface OrgProfileResponse {
  data: OrgProfile;
}
