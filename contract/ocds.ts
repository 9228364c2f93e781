/**
 * The OCDS 1.1 release package of GET /api/tenders/:id/ocds and of each line of
 * GET /api/search/tender.ocds.jsonl: the part of the standard (with the bids and lots
 * extensions) the portal fills. Types only.
 */

export type OcdsTenderStatus =
  'planning' | 'planned' | 'active' | 'cancelled' | 'unsuccessful' | 'complete' | 'withdrawn';
export type OcdsAwardStatus = 'pending' | 'active' | 'cancelled' | 'unsuccessful';
export type OcdsContractStatus = 'pending' | 'active' | 'cancelled' | 'terminated';
/** The bid extension's bidStatus codelist. */
export type OcdsBidStatus = 'invited' | 'pending' | 'valid' | 'disqualified' | 'withdrawn';
export type OcdsReleaseTag =
  | 'planning'
  | 'tender'
  | 'tenderCancellation'
  | 'award'
  | 'contract'
  | 'contractAmendment'
  | 'implementation'
  | 'contractTermination';
export type OcdsPartyRole = 'buyer' | 'procuringEntity' | 'tenderer' | 'supplier' | 'funder';

export interface OcdsValue {
  amount: number;
  currency: string;
}

export interface OcdsPeriod {
  startDate?: string;
  endDate?: string;
}

export interface OcdsOrganizationReference {
  id: string;
  /** Left out when upstream has no name (the schema wants none rather than an empty one). */
  name?: string;
}

export interface OcdsIdentifier {
  scheme?: string;
  id: string;
  legalName?: string;
  uri?: string;
}

export interface OcdsAddress {
  streetAddress?: string;
  locality?: string;
  region?: string;
  postalCode?: string;
  countryName?: string;
}

export interface OcdsContactPoint {
  name?: string;
  email?: string;
  telephone?: string;
  faxNumber?: string;
  url?: string;
}

export interface OcdsParty {
  id: string;
  name?: string;
  identifier?: OcdsIdentifier;
  address?: OcdsAddress;
  contactPoint?: OcdsContactPoint;
  roles: OcdsPartyRole[];
}

export interface OcdsDocument {
  id: string;
  documentType?: string;
  title?: string;
  description?: string;
  url?: string;
  datePublished?: string;
  dateModified?: string;
  format?: string;
  language?: string;
}

export interface OcdsClassification {
  scheme: string;
  id: string;
  description?: string;
}

export interface OcdsItem {
  id: string;
  description?: string;
  classification?: OcdsClassification;
  additionalClassifications?: OcdsClassification[];
  quantity?: number;
  unit?: { scheme?: string; id?: string; name?: string };
  /** The lots extension. */
  relatedLot?: string;
}

/** The lots extension's Lot. */
export interface OcdsLot {
  id: string;
  title?: string;
  description?: string;
  status?: OcdsTenderStatus;
  value?: OcdsValue;
}

export interface OcdsTender {
  id: string;
  title?: string;
  description?: string;
  status?: OcdsTenderStatus;
  procuringEntity?: OcdsOrganizationReference;
  items?: OcdsItem[];
  value?: OcdsValue;
  procurementMethod?: 'open' | 'selective' | 'limited' | 'direct';
  procurementMethodDetails?: string;
  procurementMethodRationale?: string;
  mainProcurementCategory?: 'goods' | 'works' | 'services';
  awardCriteria?: string;
  tenderPeriod?: OcdsPeriod;
  enquiryPeriod?: OcdsPeriod;
  awardPeriod?: OcdsPeriod;
  numberOfTenderers?: number;
  tenderers?: OcdsOrganizationReference[];
  documents?: OcdsDocument[];
  lots?: OcdsLot[];
}

/** The bid extension's Bid. */
export interface OcdsBid {
  id: string;
  date?: string;
  status?: OcdsBidStatus;
  tenderers: OcdsOrganizationReference[];
  value?: OcdsValue;
  /** The lots extension: the lot this bid's value is for. */
  relatedLots?: string[];
}

export interface OcdsAward {
  id: string;
  title?: string;
  description?: string;
  status?: OcdsAwardStatus;
  date?: string;
  value?: OcdsValue;
  suppliers: OcdsOrganizationReference[];
  documents?: OcdsDocument[];
  /** The bid extension. */
  relatedBid?: string;
  /** The lots extension. */
  relatedLots?: string[];
}

export interface OcdsTransaction {
  id: string;
  date?: string;
  value?: OcdsValue;
}

export interface OcdsAmendment {
  id: string;
  date?: string;
  rationale?: string;
  description?: string;
}

export interface OcdsContract {
  id: string;
  awardID: string;
  title?: string;
  description?: string;
  status?: OcdsContractStatus;
  period?: OcdsPeriod;
  value?: OcdsValue;
  dateSigned?: string;
  documents?: OcdsDocument[];
  implementation?: { transactions: OcdsTransaction[] };
  amendments?: OcdsAmendment[];
}

export interface OcdsRelease {
  ocid: string;
  id: string;
  date: string;
  tag: OcdsReleaseTag[];
  initiationType: 'tender';
  language: 'uk';
  parties: OcdsParty[];
  buyer?: OcdsOrganizationReference;
  tender: OcdsTender;
  bids?: { details: OcdsBid[] };
  awards?: OcdsAward[];
  contracts?: OcdsContract[];
}

export interface OcdsReleasePackage {
  uri: string;
  version: '1.1';
  extensions: string[];
  publishedDate: string;
  publisher: { name: string; uri: string };
  releases: OcdsRelease[];
}
