/** Criteria, requirements and the bidders' responses to them. */
import type { Classification, Unit } from './tender-parts.ts';

export interface RelatedDocument {
  id?: string;
  title?: string;
  url?: string;
}

export interface EligibleEvidence {
  id: string;
  type?: string;
  title?: string;
  description?: string;
  relatedDocument?: RelatedDocument;
}

export interface Requirement {
  id: string;
  title: string;
  description?: string;
  status: string;
  dataType?: string;
  datePublished?: string;
  dateModified?: string;
  expectedValue?: string | number | boolean;
  expectedValues?: (string | number | boolean)[];
  minValue?: string | number;
  maxValue?: string | number;
  unit?: Unit;
  eligibleEvidences: EligibleEvidence[];
}

export interface RequirementGroup {
  id: string;
  description?: string;
  requirements: Requirement[];
}

export interface Legislation {
  url?: string;
  name?: string;
  article?: string;
}

export interface Criterion {
  id: string;
  title: string;
  description?: string;
  source?: string;
  relatesTo?: string;
  relatedItem?: string;
  classification?: Classification;
  legislation: Legislation[];
  requirementGroups: RequirementGroup[];
}

/** Which block of the tender page a criterion belongs to, from its classification id. */
export type CriterionKind = 'exclusion' | 'guarantee' | 'lifeCycleCost' | 'language' | 'other';

export interface Evidence {
  id?: string;
  type?: string;
  title?: string;
  description?: string;
  relatedDocument?: RelatedDocument;
}

/** Texts left out are the tender's own (see requirement-texts.ts). */
export interface RequirementResponse {
  id: string;
  /** Absent when it is the title of the requirement's criterion in the tender. */
  criterionTitle?: string;
  description?: string;
  /** Its title absent when it is the tender's title of that requirement. */
  requirement: { id: string; title?: string };
  value?: string | number | boolean;
  values?: (string | number | boolean)[];
  unitName?: string;
  evidences: Evidence[];
}

/** A bid's responses grouped by the kind of their criterion. */
export interface BidRequirementResponses {
  language: RequirementResponse[];
  bidGuarantee: RequirementResponse[];
  contractGuarantee: RequirementResponse[];
  lifeCycleCost: RequirementResponse[];
  exclusion: RequirementResponse[];
  technicalFeatures: RequirementResponse[];
  /** Responses to any other criterion, so nothing a bidder answered is dropped. */
  other: RequirementResponse[];
}

/** A bid's responses with none of any kind: fresh lists, to fill or to leave empty. */
export const noRequirementResponses = (): BidRequirementResponses => ({
  language: [],
  bidGuarantee: [],
  contractGuarantee: [],
  lifeCycleCost: [],
  exclusion: [],
  technicalFeatures: [],
  other: [],
});
