/** The tabs a tender's own CDB copy fills; stored beside its portal shape at ingest. */
import type {
  Agreement,
  Contract,
  TenderComplaintsAnswer,
  TenderQuestionsAnswer,
} from '../../../../contract/tender-tabs.ts';
import type { Json } from '../read.ts';
import { tenderAgreements, tenderContracts } from './agreements.ts';
import { complaintsBySource } from './complaint.ts';
import { toComplaintsTab } from './complaints.ts';
import { toQuestionsTab } from './questions.ts';

export interface TenderOwnTabs {
  questions: TenderQuestionsAnswer['data'];
  complaints: TenderComplaintsAnswer['data'];
  agreements: Agreement[];
  contracts: Contract[];
}

export const toTenderOwnTabs = (tender: Json): TenderOwnTabs => {
  const bySource = complaintsBySource(tender);
  return {
    questions: toQuestionsTab(tender, bySource),
    complaints: toComplaintsTab(tender, bySource),
    agreements: tenderAgreements(tender),
    contracts: tenderContracts(tender),
  };
};

/** The tabs of a tender known only through objects joined to it. */
export const NO_OWN_TABS: TenderOwnTabs = toTenderOwnTabs({});
