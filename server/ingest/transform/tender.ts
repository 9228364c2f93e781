/** CDB tender → the portal's tender shape. Pure. */
import type { Tender, TenderConfig } from '../../../contract/tender.ts';
import { requirementTexts } from '../../../contract/requirement-texts.ts';
import type { CdbTender } from '../cdb.ts';
import { toBidderQualifications } from './awards.ts';
import { requirementIndex, toBid } from './bids.ts';
import { toCancellations } from './cancellations.ts';
import {
  formatAddress,
  toContactPoint,
  toOrganization,
  toOrganizations,
  toPeriod,
  toValue,
} from './common.ts';
import { splitCriteriaByKind, toCriterion } from './criteria.ts';
import { toAward, toQualification } from './decisions.ts';
import { auctionStartDate, contractAppeal, disclosureDate, featurePrice } from './derived.ts';
import { toDocuments } from './documents.ts';
import { toFeatures, toItems, toLots } from './items.ts';
import { toPaymentMilestones } from './milestones.ts';
import { bool, compact, num, rec, recs, str, testMode, type Json } from './read.ts';
import type { TenderOwnTabs } from '../../db/entities/tender-tabs.ts';
import { toTenderOwnTabs } from './tabs/own-tabs.ts';
import { contractFlags, tenderFlags } from '../../flags/index.ts';

/** Bump when the portal shape changes: stored objects of an older version are re-transformed. */
export const TRANSFORM_VERSION = 10;

const toConfig = (o: Json | undefined): TenderConfig =>
  compact({
    hasPrequalification: bool(o, 'hasPrequalification'),
    hasAwardingOrder: bool(o, 'hasAwardingOrder'),
    hasAuction: bool(o, 'hasAuction'),
    hasValueRestriction: bool(o, 'hasValueRestriction'),
    valueCurrencyEquality: bool(o, 'valueCurrencyEquality'),
    minBidsNumber: num(o, 'minBidsNumber'),
    hasPreSelectionAgreement: bool(o, 'hasPreSelectionAgreement'),
    hasTenderComplaints: bool(o, 'hasTenderComplaints'),
    hasAwardComplaints: bool(o, 'hasAwardComplaints'),
    hasCancellationComplaints: bool(o, 'hasCancellationComplaints'),
    restricted: bool(o, 'restricted'),
  });

const count = (data: Record<string, unknown[]>): number =>
  Object.values(data).reduce((sum, list) => sum + list.length, 0);

/**
 * The tab counters the tender itself can tell. monitorings and agreements also count objects
 * joined from other tables; the database layer refreshes those two after every load.
 */
const tabCounters = (lots: number, tabs: TenderOwnTabs): Tender['tabCounters'] => ({
  lots,
  questions: count(tabs.questions),
  complaints: count(tabs.complaints),
  monitorings: 0,
  agreements: tabs.agreements.length + tabs.contracts.length,
});

/** `tabs`: the tender's own tabs, when the caller has them already (the ingest stores both). */
export const toPortalTender = (cdb: CdbTender, tabs = toTenderOwnTabs(cdb)): Tender => {
  const o: Json = cdb;
  const procurementMethodType = str(o, 'procurementMethodType') || 'belowThreshold';
  const entity = rec(o, 'procuringEntity') ?? {};
  const procuringEntity = {
    ...toOrganization(entity),
    additionalContactPoints: recs(entity, 'additionalContactPoints').map(
      (c) => toContactPoint(c) ?? {},
    ),
  };
  const documents = toDocuments(o);
  const urls = new Map(documents.flatMap((d) => (d.url ? [[d.id, d.url] as const] : [])));
  const criteria = recs(o, 'criteria').map((c) => toCriterion(c, urls));
  const split = splitCriteriaByKind(criteria);
  const features = toFeatures(o);
  const lots = toLots(o);
  const awards = recs(o, 'awards').map(toAward);
  const qualifications = recs(o, 'qualifications').map(toQualification);
  const requirements = requirementIndex(criteria);
  const items = toItems(o, criteria, documents);
  const criteriaLists = {
    languageCriteria: split.language.active,
    historicalLanguageCriteria: split.language.historical,
    activeGuaranteeCriteria: split.guarantee.active,
    historicalGuaranteeCriteria: split.guarantee.historical,
    activeLifeCycleCostCriteria: split.lifeCycleCost.active,
    historicalLifeCycleCostCriteria: split.lifeCycleCost.historical,
    activeExclusionCriteria: split.exclusion.active,
    historicalExclusionCriteria: split.exclusion.historical,
    activeOtherCriteria: split.other.active,
    historicalOtherCriteria: split.other.historical,
  };
  const texts = requirementTexts({ ...criteriaLists, items });
  const bids = recs(o, 'bids').map((b) =>
    toBid(b, { features, requirements, texts, urls, qualifications }),
  );
  const tenderPeriod = toPeriod(rec(o, 'tenderPeriod'));
  const enquiry = rec(o, 'enquiryPeriod');
  const auctionPeriod = toPeriod(rec(o, 'auctionPeriod'));
  const awardPeriod = toPeriod(rec(o, 'awardPeriod'));
  const complaintPeriod = toPeriod(rec(o, 'complaintPeriod'));
  const qualification = rec(o, 'qualificationPeriod');
  const causeDetails = rec(o, 'causeDetails');
  const awardCriteria = str(o, 'awardCriteria');
  const minimalStepPercentage = num(o, 'minimalStepPercentage');
  return compact({
    id: cdb.id,
    tenderID: cdb.tenderID,
    title: str(o, 'title') ?? '',
    title_en: str(o, 'title_en'),
    description: str(o, 'description'),
    description_en: str(o, 'description_en'),
    status: str(o, 'status') ?? '',
    procMethodType: str(o, 'procurementMethod'),
    procurementMethodType,
    procurementMethodRationale: str(o, 'procurementMethodRationale'),
    mainProcurementCategory: str(o, 'mainProcurementCategory'),
    kind: procuringEntity.kind,
    date: str(o, 'date'),
    dateCreated: str(o, 'dateCreated'),
    dateModified: cdb.dateModified,
    mode: testMode(o),
    publicationDate: str(o, 'noticePublicationDate') ?? str(o, 'dateCreated') ?? str(o, 'date'),
    // ESCO tenders carry the expected value as minValue.
    value: toValue(rec(o, 'value') ?? rec(o, 'minValue')),
    minimalStep: toValue(rec(o, 'minimalStep')),
    guarantee: toValue(rec(o, 'guarantee')),
    minimalStepPercentage,
    minPriceStepPercentage: minimalStepPercentage,
    minStepIncreaseEfficiency: num(o, 'minStepIncreaseEfficiency'),
    NBUdiscountRate: num(o, 'NBUdiscountRate'),
    fundingKind: str(o, 'fundingKind'),
    yearlyPaymentsPercentageRange: num(o, 'yearlyPaymentsPercentageRange'),
    maxAwardsCount: num(o, 'maxAwardsCount'),
    agreementDuration: str(o, 'agreementDuration'),
    awardCriteria,
    cause: str(o, 'cause') ?? str(causeDetails, 'code'),
    causeDescription: str(o, 'causeDescription') ?? str(causeDetails, 'description'),
    classification: items[0]?.classification,
    procuringEntity,
    procuringEntityName: procuringEntity.name,
    procuringEntityAddress: formatAddress(procuringEntity.address),
    buyers: toOrganizations(o, 'buyers'),
    funders: toOrganizations(o, 'funders'),
    plans: recs(o, 'plans').flatMap((p) => {
      const id = str(p, 'id');
      return id ? [{ id }] : [];
    }),
    tenderPeriod,
    enquiryPeriod: enquiry
      ? compact({
          ...toPeriod(enquiry),
          clarificationsUntil: str(enquiry, 'clarificationsUntil'),
          invalidationDate: str(enquiry, 'invalidationDate'),
        })
      : undefined,
    auctionPeriod,
    awardPeriod,
    complaintPeriod,
    qualificationPeriod: qualification
      ? compact({
          ...toPeriod(qualification),
          reportingDatePublication: str(qualification, 'reportingDatePublication'),
        })
      : undefined,
    tenderPeriodEndDate: tenderPeriod?.endDate,
    enquiryPeriodEndDate: str(enquiry, 'endDate'),
    complaintPeriodEndDate: complaintPeriod?.endDate,
    auctionStartDate: auctionStartDate(auctionPeriod, lots),
    auctionUrl: str(o, 'auctionUrl'),
    contractAppeal: contractAppeal(procurementMethodType, awards[0]?.complaintPeriod),
    disclosureDate: disclosureDate({
      hasBids: bids.length > 0,
      auctionPeriod,
      lots,
      awardPeriod,
      tenderPeriod,
    }),
    items,
    lots,
    features,
    featurePrice: featurePrice(awardCriteria, features),
    milestones: toPaymentMilestones(o),
    documents,
    ...criteriaLists,
    bids,
    awards,
    bidderQualifications: toBidderQualifications(bids),
    contracts: tabs.contracts,
    cancellations: toCancellations(o),
    competitiveDialogueFirstStageTenderID: str(o, 'dialogueID'),
    competitiveDialogueSecondStageTenderID: str(o, 'stage2TenderID'),
    closeFrameworkAgreementSelectionTenderID:
      procurementMethodType === 'closeFrameworkAgreementSelectionUA'
        ? str(recs(o, 'agreements')[0], 'id')
        : undefined,
    closeFrameworkAgreementTenders: [],
    // With the tender's own contracts; the ingest reruns the contract rules with the
    // contracting-API contracts, when it has some (server/ingest/joined-tabs.ts).
    flags: [...tenderFlags(o), ...contractFlags(tabs.contracts, awards)],
    tabCounters: tabCounters(lots.length, tabs),
    config: toConfig(rec(o, 'config')),
  });
};
