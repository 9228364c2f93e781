/** The tabs a tender's own CDB copy fills; stored beside its portal shape at ingest. */
import type { TenderOwnTabs } from '../../../db/entities/tender-tabs.ts';
import type { Json } from '../read.ts';
import { tenderAgreements, tenderContracts } from './agreements.ts';
import { complaintsBySource } from './complaint.ts';
import { toComplaintsTab } from './complaints.ts';
import { toQuestionsTab } from './questions.ts';

export const toTenderOwnTabs = (tender: Json): TenderOwnTabs => {
  const bySource = complaintsBySource(tender);
  return {
    questions: toQuestionsTab(tender, bySource),
    complaints: toComplaintsTab(tender, bySource),
    agreements: tenderAgreements(tender),
    contracts: tenderContracts(tender),
  };
};
