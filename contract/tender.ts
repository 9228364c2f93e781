/** The portal shape of a tender, built by server/ingest/transform. */
import type { Criterion } from './criteria.ts';
import type { Flag } from './flags.ts';
import type {
  Award,
  Bid,
  BidderQualification,
  Cancellation,
  TenderContract,
} from './tender-bids.ts';
import type {
  Classification,
  ContactPoint,
  Document,
  Feature,
  Identifier,
  Lot,
  Organization,
  PaymentMilestone,
  Period,
  Unit,
  Value,
} from './tender-parts.ts';

export type * from './criteria.ts';
export type * from './flags.ts';
export type * from './tender-bids.ts';
export type * from './tender-parts.ts';

export interface Item {
  id: string;
  description: string;
  description_en?: string;
  classification?: Classification;
  additionalClassifications: Classification[];
  quantity?: number;
  unit?: Unit;
  deliveryDate?: Period;
  deliveryAddress?: {
    streetAddress?: string;
    locality?: string;
    region?: string;
    postalCode?: string;
    countryName?: string;
  };
  relatedLot?: string;
  /** Criteria that relate to this item (relatesTo item, relatedItem = the item id). */
  activeCriteria: Criterion[];
  historicalCriteria: Criterion[];
  documents: Document[];
}

export interface EnquiryPeriod extends Period {
  clarificationsUntil?: string;
  invalidationDate?: string;
}

export interface QualificationPeriod extends Period {
  reportingDatePublication?: string;
}

export interface ProcuringEntity extends Organization {
  identifier: Identifier;
  contactPoint?: ContactPoint;
  additionalContactPoints: ContactPoint[];
}

export interface TabCounters {
  lots: number;
  questions: number;
  complaints: number;
  monitorings: number;
  agreements: number;
}

/** How a feature price shows: price is a share in [0, 1]; title follows awardCriteria. */
export interface FeaturePrice {
  title: 'lifeCycleCost' | 'ratedCriteria' | 'lowestCost';
  price: number;
}

/** The tender's procedure configuration (CDB `config`). */
export interface TenderConfig {
  hasPrequalification?: boolean;
  hasAwardingOrder?: boolean;
  hasAuction?: boolean;
  hasValueRestriction?: boolean;
  valueCurrencyEquality?: boolean;
  minBidsNumber?: number;
  hasPreSelectionAgreement?: boolean;
  hasTenderComplaints?: boolean;
  hasAwardComplaints?: boolean;
  hasCancellationComplaints?: boolean;
  restricted?: boolean;
}

export interface PlanReference {
  id: string;
}

/** Awards shown as one accordion group. */
export interface Tender {
  id: string;
  tenderID: string;
  title: string;
  title_en?: string;
  description?: string;
  description_en?: string;
  status: string;
  /** procurementMethod: open, limited, selective. */
  procMethodType?: string;
  procurementMethodType: string;
  procurementMethodRationale?: string;
  mainProcurementCategory?: string;
  /** The customer's kind (general, special, defense, …). */
  kind?: string;
  date?: string;
  dateCreated?: string;
  dateModified: string;
  publicationDate?: string;
  value?: Value;
  minimalStep?: Value;
  guarantee?: Value;
  minimalStepPercentage?: number;
  minPriceStepPercentage?: number;
  minStepIncreaseEfficiency?: number;
  NBUdiscountRate?: number;
  fundingKind?: string;
  yearlyPaymentsPercentageRange?: number;
  maxAwardsCount?: number;
  agreementDuration?: string;
  awardCriteria?: string;
  cause?: string;
  causeDescription?: string;
  /** A classification for the whole purchase: the first item's (CDB has none at tender level). */
  classification?: Classification;
  procuringEntity: ProcuringEntity;
  procuringEntityName: string;
  procuringEntityAddress: string;
  buyers: Organization[];
  funders: Organization[];
  plans: PlanReference[];
  tenderPeriod?: Period;
  enquiryPeriod?: EnquiryPeriod;
  auctionPeriod?: Period;
  awardPeriod?: Period;
  complaintPeriod?: Period;
  qualificationPeriod?: QualificationPeriod;
  tenderPeriodEndDate?: string;
  enquiryPeriodEndDate?: string;
  complaintPeriodEndDate?: string;
  auctionStartDate?: string;
  auctionUrl?: string;
  contractAppeal?: string;
  disclosureDate?: string;
  items: Item[];
  lots: Lot[];
  features: Feature[];
  featurePrice: FeaturePrice;
  milestones: PaymentMilestone[];
  documents: Document[];
  languageCriteria: Criterion[];
  historicalLanguageCriteria: Criterion[];
  activeGuaranteeCriteria: Criterion[];
  historicalGuaranteeCriteria: Criterion[];
  activeLifeCycleCostCriteria: Criterion[];
  historicalLifeCycleCostCriteria: Criterion[];
  activeExclusionCriteria: Criterion[];
  historicalExclusionCriteria: Criterion[];
  activeOtherCriteria: Criterion[];
  historicalOtherCriteria: Criterion[];
  bids: Bid[];
  awards: Award[];
  bidderQualifications: BidderQualification[];
  contracts: TenderContract[];
  cancellations: Cancellation[];
  competitiveDialogueFirstStageTenderID?: string;
  competitiveDialogueSecondStageTenderID?: string;
  closeFrameworkAgreementSelectionTenderID?: string;
  closeFrameworkAgreementTenders: string[];
  /** Red flags (contract/flags.ts), computed at ingest; [] when none. */
  flags: Flag[];
  tabCounters: TabCounters;
  config: TenderConfig;
  /** 'test' marks API-documentation examples and sandbox objects (CDB `mode`). */
  mode?: 'test';
}

/** One search result row for the tender section. */
export interface TenderSearchHit {
  id: string;
  tenderID: string;
  title: string;
  title_en?: string;
  status: string;
  procurementMethodType: string;
  value?: Value;
  procuringEntityName: string;
  procuringEntityId?: string;
  tenderPeriodEndDate?: string;
  dateModified: string;
  /** 'test' marks API-documentation examples and sandbox objects (CDB `mode`). */
  mode?: 'test';
}
