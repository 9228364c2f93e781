/** The portal shape of a tender (spec §3 "Tender (default shape)"). Fields fill in as CDB has them. */

export interface Value {
  amount: number;
  currency: string;
  valueAddedTaxIncluded?: boolean;
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
}

export interface Item {
  id: string;
  description: string;
  description_en?: string;
  classification?: Classification;
  additionalClassifications?: Classification[];
  quantity?: number;
  unit?: Unit;
  deliveryDate?: Period;
  deliveryAddress?: Address;
  relatedLot?: string;
}

export interface Document {
  id: string;
  title: string;
  url?: string;
  format?: string;
  documentOf?: string;
  documentType?: string;
  datePublished?: string;
  dateModified?: string;
  confidentiality?: string;
  confidentialityRationale?: string;
  /** True for every version except the newest one with the same id. */
  isOlderVersion?: boolean;
}

export interface Tender {
  id: string;
  tenderID: string;
  title: string;
  title_en?: string;
  description?: string;
  status: string;
  procurementMethodType: string;
  mainProcurementCategory?: string;
  value?: Value;
  minimalStep?: Value;
  procuringEntity: Organization;
  procuringEntityName: string;
  tenderPeriod?: Period;
  enquiryPeriod?: Period;
  auctionPeriod?: Period;
  awardPeriod?: Period;
  complaintPeriod?: Period;
  tenderPeriodEndDate?: string;
  enquiryPeriodEndDate?: string;
  complaintPeriodEndDate?: string;
  auctionStartDate?: string;
  items: Item[];
  documents: Document[];
  date?: string;
  dateCreated?: string;
  datePublished?: string;
  dateModified: string;
  /** The rest of the spec §3 shape is added by the data issue. */
  [field: string]: unknown;
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
}
