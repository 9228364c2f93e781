/** Bids in the portal shape: documents split, responses grouped by criterion kind. */
import type { BidRequirementResponses, Criterion } from '../../../contract/criteria.ts';
import { noRequirementResponses } from '../../../contract/criteria.ts';
import {
  withoutTenderTexts,
  type ResponseWithTexts,
  type TenderRequirementTexts,
} from '../../../contract/requirement-texts.ts';
import type {
  Bid,
  BidParameter,
  BidValue,
  LotValue,
  Qualification,
} from '../../../contract/tender-bids.ts';
import type { Feature } from '../../../contract/tender-parts.ts';
import { toOrganizations, toValue } from './common.ts';
import { criterionKind, toEvidence, type DocumentUrls } from './criteria.ts';
import { toDocuments } from './documents.ts';
import { bool, compact, num, rec, recs, scalar, scalars, str, type Json } from './read.ts';

const BID_DOCUMENT_KEYS = [
  'documents',
  'financialDocuments',
  'eligibilityDocuments',
  'qualificationDocuments',
];

const toBidValue = (o: Json | undefined): BidValue | undefined => {
  const value = toValue(o);
  if (!value) return undefined;
  const duration = rec(o, 'contractDuration');
  const reduction = o?.annualCostsReduction;
  return compact({
    ...value,
    yearlyPaymentsPercentage: num(o, 'yearlyPaymentsPercentage'),
    contractDurationDays: num(duration, 'days'),
    contractDurationYears: num(duration, 'years'),
    annualCostsReduction: Array.isArray(reduction)
      ? reduction.filter((n): n is number => typeof n === 'number')
      : undefined,
  });
};

const toLotValue = (o: Json): LotValue =>
  compact({
    relatedLot: str(o, 'relatedLot'),
    status: str(o, 'status'),
    date: str(o, 'date'),
    value: toBidValue(rec(o, 'value')),
    initialValue: toBidValue(rec(o, 'initialValue')),
    participationUrl: str(o, 'participationUrl'),
  });

/** Requirement id → its criterion, to file each response under its criterion's kind. */
export const requirementIndex = (criteria: readonly Criterion[]): Map<string, Criterion> =>
  new Map(
    criteria.flatMap((criterion) =>
      criterion.requirementGroups.flatMap((group) =>
        group.requirements.map((requirement) => [requirement.id, criterion] as const),
      ),
    ),
  );

type ResponseKind = keyof BidRequirementResponses;

const responseKind = (classificationId: string | undefined): ResponseKind => {
  switch (classificationId) {
    case 'CRITERION.OTHER.BID.GUARANTEE':
      return 'bidGuarantee';
    case 'CRITERION.OTHER.CONTRACT.GUARANTEE':
      return 'contractGuarantee';
    case 'CRITERION.OTHER.SUBJECT_OF_PROCUREMENT.TECHNICAL_FEATURES':
      return 'technicalFeatures';
    default: {
      const kind = criterionKind(classificationId);
      return kind === 'guarantee' ? 'other' : kind;
    }
  }
};

/** The responses by kind, without the texts the tender's criteria hold (requirement-texts.ts). */
const groupResponses = (
  bid: Json,
  { requirements, texts, urls }: BidContext,
): BidRequirementResponses => {
  const grouped = noRequirementResponses();
  for (const o of recs(bid, 'requirementResponses')) {
    const requirement = rec(o, 'requirement');
    const criterion = requirements.get(str(requirement, 'id') ?? '');
    const classificationId = str(rec(o, 'classification'), 'id') ?? criterion?.classification?.id;
    const value = scalar(o, 'value');
    const response: ResponseWithTexts = compact({
      id: str(o, 'id') ?? '',
      criterionTitle: criterion?.title ?? '',
      description: str(o, 'description'),
      requirement: { id: str(requirement, 'id') ?? '', title: str(requirement, 'title') ?? '' },
      value,
      values: scalars(o, 'values'),
      unitName: str(rec(o, 'unit'), 'name'),
      evidences: recs(o, 'evidences').map((e) => toEvidence(e, urls)),
    });
    grouped[responseKind(classificationId)].push(withoutTenderTexts(response, texts));
  }
  return grouped;
};

const toParameters = (bid: Json, features: readonly Feature[]): BidParameter[] =>
  recs(bid, 'parameters').map((p) => {
    const code = str(p, 'code') ?? '';
    return compact({
      code,
      value: num(p, 'value') ?? 0,
      title: features.find((feature) => feature.code === code)?.title,
    });
  });

export interface BidContext {
  features: readonly Feature[];
  requirements: ReadonlyMap<string, Criterion>;
  /** The texts of the tender's requirements as its record holds them. */
  texts: ReadonlyMap<string, TenderRequirementTexts>;
  urls: DocumentUrls;
  qualifications: readonly Qualification[];
}

export const toBid = (o: Json, context: BidContext): Bid => {
  const id = str(o, 'id') ?? '';
  const documents = toDocuments(o, ...BID_DOCUMENT_KEYS);
  return compact({
    id,
    status: str(o, 'status') ?? '',
    date: str(o, 'date'),
    submissionDate: str(o, 'submissionDate'),
    tenderers: toOrganizations(o, 'tenderers'),
    subcontractingDetails: str(o, 'subcontractingDetails'),
    selfQualified: bool(o, 'selfQualified'),
    selfEligible: bool(o, 'selfEligible'),
    value: toBidValue(rec(o, 'value')),
    initialValue: toBidValue(rec(o, 'initialValue')),
    lotValues: recs(o, 'lotValues').map(toLotValue),
    parameters: toParameters(o, context.features),
    participationUrl: str(o, 'participationUrl'),
    publicDocuments: documents.filter((d) => d.confidentiality !== 'buyerOnly'),
    confidentialDocuments: documents
      .filter((d) => d.confidentiality === 'buyerOnly')
      .map((document) => compact({ ...document, url: undefined })),
    requirementResponses: groupResponses(o, context),
    // CDB does not publish the competition authority's blacklist; the list stays empty.
    blacklistedSuppliers: [],
    qualifications: context.qualifications.filter((q) => q.bidID === id),
  });
};
