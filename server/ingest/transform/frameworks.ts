/** CDB framework, submission, qualification and agreement → portal shapes. Pure. */
import type {
  Framework,
  FrameworkAgreement,
  FrameworkQualification,
  FrameworkSearchHit,
  FrameworkSubmission,
} from '../../../contract/framework.ts';
import { toClassification, toOrganization, toOrganizations, toPeriod } from './common.ts';
import { toDocuments } from './documents.ts';
import { compact, rec, recs, str, testMode, type Json } from './read.ts';
import { toAgreement } from './tabs/agreements.ts';

export const toPortalFramework = (o: Json, id: string, dateModified: string): Framework =>
  compact({
    id,
    prettyID: str(o, 'prettyID') ?? id,
    title: str(o, 'title') ?? '',
    title_en: str(o, 'title_en'),
    description: str(o, 'description'),
    status: str(o, 'status') ?? '',
    frameworkType: str(o, 'frameworkType'),
    procuringEntity: toOrganization(rec(o, 'procuringEntity') ?? {}),
    classification: toClassification(rec(o, 'classification')),
    additionalClassifications: recs(o, 'additionalClassifications').flatMap(
      (c) => toClassification(c) ?? [],
    ),
    period: toPeriod(rec(o, 'period')),
    enquiryPeriod: toPeriod(rec(o, 'enquiryPeriod')),
    qualificationPeriod: toPeriod(rec(o, 'qualificationPeriod')),
    agreementID: str(o, 'agreementID'),
    documents: toDocuments(o),
    date: str(o, 'date'),
    dateCreated: str(o, 'dateCreated'),
    dateModified,
    mode: testMode(o),
  });

export const toFrameworkHit = (framework: Framework): FrameworkSearchHit =>
  compact({
    id: framework.id,
    prettyID: framework.prettyID,
    title: framework.title,
    status: framework.status,
    frameworkType: framework.frameworkType,
    buyerName: framework.procuringEntity.name,
    buyerId: framework.procuringEntity.identifier.id || undefined,
    classificationId: framework.classification?.id,
    qualificationEndDate: framework.qualificationPeriod?.endDate,
    dateModified: framework.dateModified,
    mode: framework.mode,
  });

export const toPortalSubmission = (
  o: Json,
  id: string,
  dateModified: string,
): FrameworkSubmission =>
  compact({
    id,
    frameworkID: str(o, 'frameworkID'),
    qualificationID: str(o, 'qualificationID'),
    status: str(o, 'status') ?? '',
    submissionType: str(o, 'submissionType'),
    tenderers: toOrganizations(o, 'tenderers'),
    documents: toDocuments(o),
    date: str(o, 'date'),
    datePublished: str(o, 'datePublished'),
    dateModified,
  });

export const toPortalFrameworkQualification = (
  o: Json,
  id: string,
  dateModified: string,
): FrameworkQualification =>
  compact({
    id,
    frameworkID: str(o, 'frameworkID'),
    submissionID: str(o, 'submissionID'),
    status: str(o, 'status') ?? '',
    qualificationType: str(o, 'qualificationType'),
    documents: toDocuments(o),
    date: str(o, 'date'),
    dateModified,
  });

export const toPortalAgreement = (
  o: Json,
  id: string,
  dateModified: string,
): FrameworkAgreement => {
  const entity = rec(o, 'procuringEntity');
  return compact({
    ...toAgreement(o),
    id,
    frameworkID: str(o, 'frameworkID'),
    tender_id: str(o, 'tender_id'),
    agreementType: str(o, 'agreementType'),
    procuringEntity: entity ? toOrganization(entity) : undefined,
    classification: toClassification(rec(o, 'classification')),
    dateModified,
  });
};
