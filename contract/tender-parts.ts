/** Building blocks of the portal's tender shape, shared by tenders, plans and contracts. */

export interface Value {
  amount: number;
  currency: string;
  valueAddedTaxIncluded?: boolean;
  /** ESCO values carry the performance and the net amounts too. */
  amountPerformance?: number;
  amountNet?: number;
}

export interface Period {
  startDate?: string;
  endDate?: string;
}

export interface Identifier {
  scheme?: string;
  id: string;
  legalName?: string;
  legalName_en?: string;
  uri?: string;
}

export interface Address {
  streetAddress?: string;
  locality?: string;
  region?: string;
  postalCode?: string;
  countryName?: string;
}

export interface ContactPoint {
  name?: string;
  name_en?: string;
  telephone?: string;
  faxNumber?: string;
  email?: string;
  url?: string;
}

export interface Organization {
  name: string;
  name_en?: string;
  identifier: Identifier;
  address?: Address;
  contactPoint?: ContactPoint;
  additionalContactPoints?: ContactPoint[];
  kind?: string;
  scale?: string;
}

export interface Classification {
  scheme: string;
  id: string;
  description: string;
  description_en?: string;
}

export interface Unit {
  code?: string;
  name?: string;
  name_en?: string;
  value?: Value;
}

export interface Document {
  id: string;
  title: string;
  title_en?: string;
  description?: string;
  url?: string;
  format?: string;
  documentOf?: string;
  documentType?: string;
  relatedItem?: string;
  language?: string;
  datePublished?: string;
  dateModified?: string;
  registrationStatus?: string;
  confidentiality?: string;
  confidentialityRationale?: string;
  /** True for every version except the newest one with the same id. */
  isOlderVersion: boolean;
}

/** Terms of payment. */
export interface PaymentMilestone {
  id?: string;
  title: string;
  description?: string;
  code?: string;
  type?: string;
  percentage?: number;
  sequenceNumber?: number;
  duration_days?: number;
  duration_type?: string;
  relatedLot?: string;
}

export interface FeatureOption {
  value: number;
  title: string;
  title_en?: string;
  description?: string;
}

export interface Feature {
  code: string;
  featureOf?: string;
  relatedItem?: string;
  title: string;
  title_en?: string;
  description?: string;
  enum: FeatureOption[];
}

export interface Lot {
  id: string;
  title: string;
  title_en?: string;
  description?: string;
  description_en?: string;
  status?: string;
  date?: string;
  value?: Value;
  minimalStep?: Value;
  guarantee?: Value;
  auctionPeriod?: Period;
  auctionUrl?: string;
  minimalStepPercentage?: number;
  fundingKind?: string;
  yearlyPaymentsPercentageRange?: number;
}
