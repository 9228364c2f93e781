/** Frameworks (qualification selections), their submissions, qualifications and agreements. */
import type { Agreement } from './tender-tabs.ts';
import type { Classification, Document, Organization, Period } from './tender-parts.ts';

export interface Framework {
  id: string;
  prettyID: string;
  title: string;
  title_en?: string;
  description?: string;
  status: string;
  frameworkType?: string;
  procuringEntity: Organization;
  classification?: Classification;
  additionalClassifications: Classification[];
  period?: Period;
  enquiryPeriod?: Period;
  qualificationPeriod?: Period;
  agreementID?: string;
  documents: Document[];
  date?: string;
  dateCreated?: string;
  dateModified: string;
  /** 'test' marks API-documentation examples and sandbox objects (CDB `mode`). */
  mode?: 'test';
  /** GET /api/frameworks/:id only: the stored objects that name this framework. */
  counts?: FrameworkCounts;
}

/** How many submissions, qualifications and agreements name a framework (by frameworkID). */
export interface FrameworkCounts {
  submissions: number;
  qualifications: number;
  agreements: number;
}

export interface FrameworkSubmission {
  id: string;
  frameworkID?: string;
  qualificationID?: string;
  status: string;
  submissionType?: string;
  tenderers: Organization[];
  documents: Document[];
  date?: string;
  datePublished?: string;
  dateModified: string;
}

export interface FrameworkQualification {
  id: string;
  frameworkID?: string;
  submissionID?: string;
  status: string;
  qualificationType?: string;
  documents: Document[];
  date?: string;
  dateModified: string;
}

export interface FrameworkAgreement extends Agreement {
  frameworkID?: string;
  tender_id?: string;
  agreementType?: string;
  procuringEntity?: Organization;
  classification?: Classification;
  dateModified: string;
}

/** One search result row for the frameworks (catalog) section. */
export interface FrameworkSearchHit {
  id: string;
  prettyID: string;
  title: string;
  status: string;
  frameworkType?: string;
  buyerName: string;
  buyerId?: string;
  classificationId?: string;
  qualificationEndDate?: string;
  dateModified: string;
  /** 'test' marks API-documentation examples and sandbox objects (CDB `mode`). */
  mode?: 'test';
}
