/** Bids, qualification decisions, awards and cancellations of a tender. */
import type { BidRequirementResponses } from './criteria.ts';
import type { Document, Organization, Period, Value } from './tender-parts.ts';

export interface BidValue extends Value {
  yearlyPaymentsPercentage?: number;
  contractDurationDays?: number;
  contractDurationYears?: number;
  annualCostsReduction?: number[];
}

export interface LotValue {
  relatedLot?: string;
  status?: string;
  date?: string;
  value?: BidValue;
  initialValue?: BidValue;
  participationUrl?: string;
}

export interface BidParameter {
  code: string;
  value: number;
  /** The feature's title, looked up by code. */
  title?: string;
}

export interface BlacklistedSupplier {
  caseNumber?: string;
  caseDate?: string;
  reviewerName?: string;
  identifierID?: string;
}

/** A qualification or award milestone: 24h (eliminate inconsistencies) or alp (abnormally low price). */
export interface DecisionMilestone {
  id: string;
  code: string;
  description?: string;
  date?: string;
  dueDate?: string;
}

/** A qualification or award decision. */
export interface Decision {
  id: string;
  status: string;
  date?: string;
  title?: string;
  title_en?: string;
  description?: string;
  description_en?: string;
  milestones: DecisionMilestone[];
  documents: Document[];
  /** True when a milestone has code 24h. */
  hasMilestoneCode24h: boolean;
  /** True when a milestone has code alp. */
  hasMilestoneCodeAlp: boolean;
}

export interface Qualification extends Decision {
  bidID?: string;
  lotID?: string;
  qualified?: boolean;
  eligible?: boolean;
  complaintPeriod?: Period;
}

export interface Award extends Decision {
  bid_id?: string;
  lotID?: string;
  value?: Value;
  weightedValue?: Value;
  suppliers: Organization[];
  qualified?: boolean;
  eligible?: boolean;
  complaintPeriod?: Period;
  period?: Period;
}

export interface Bid {
  id: string;
  status: string;
  date?: string;
  submissionDate?: string;
  tenderers: Organization[];
  subcontractingDetails?: string;
  selfQualified?: boolean;
  selfEligible?: boolean;
  value?: BidValue;
  initialValue?: BidValue;
  lotValues: LotValue[];
  parameters: BidParameter[];
  participationUrl?: string;
  /** documents of every kind (technical, financial, eligibility, qualification) not buyerOnly. */
  publicDocuments: Document[];
  /** documents with confidentiality buyerOnly: listed, never downloadable. */
  confidentialDocuments: Document[];
  requirementResponses: BidRequirementResponses;
  blacklistedSuppliers: BlacklistedSupplier[];
  qualifications: Qualification[];
}

/** One row of the protocol of proposals: a bidder with at least one qualification. */
export interface BidderQualification {
  /** The bid's id: the URL hash #qualification-{id} opens it. */
  id: string;
  /** The bidder's registry code and its scheme. */
  identifierId: string;
  scheme?: string;
  tendererName: string;
  status: string;
  hasMilestoneCode24h: boolean;
  qualifications: Qualification[];
}

export interface Cancellation {
  id: string;
  status: string;
  date?: string;
  reasonType?: string;
  reason?: string;
  cancellationOf?: string;
  relatedLot?: string;
  complaintPeriod?: Period;
  documents: Document[];
}

/** A contract as the tender itself lists it (the contracting API has the full story). */
export interface TenderContract {
  id: string;
  status: string;
  awardID?: string;
  contractID?: string;
  contractNumber?: string;
  title?: string;
  title_en?: string;
  description?: string;
  date?: string;
  dateSigned?: string;
  period?: Period;
  value?: Value;
  suppliers: Organization[];
  documents: Document[];
}
