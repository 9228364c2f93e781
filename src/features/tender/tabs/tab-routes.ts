import type { DictionaryKey } from '../../../../contract/static-data';
import type { TenderTabName } from '../../../../contract/routes/tender-pages';
import type { TenderTabEndpoint } from './tab-api';

/** The endpoint each data tab loads before it opens; lots reads the tender. */
export const TENDER_TAB_ENDPOINTS: Partial<Record<TenderTabName, TenderTabEndpoint>> = {
  tender_questions: 'questions',
  tender_complaints: 'complaints',
  tender_monitorings: 'monitorings',
  agreements: 'agreements',
};

/** The reference dictionaries each tab labels its codes with, loaded with its data. */
export const TENDER_TAB_DICTIONARIES: Record<TenderTabName, readonly DictionaryKey[]> = {
  purchase_details: [],
  tender_questions: ['complaint_statuses'],
  tender_complaints: [
    'complaint_statuses',
    'complaint_reject_reasons',
    'requested_remedies_types',
    'amcu_violations',
    'amcu_objections',
    'amcu_24_objections',
    'other_criteria',
    'article_16_criteria',
    'article_17_criteria',
  ],
  tender_monitorings: [
    'monitoring_reasons',
    'monitoring_procuring_stages',
    'monitoring_violation_types',
  ],
  agreements: ['contract_change_rationale_types', 'agreement_change_rationale_types'],
  tender_lots: ['award_statuses'],
};
