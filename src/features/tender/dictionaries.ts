import type { DictionaryKey } from '../../../contract/static-data';

/** The reference dictionaries the tender page labels codes with (loaded before it opens). */
export const TENDER_DICTIONARIES: readonly DictionaryKey[] = [
  'tender_statuses',
  'procurement_method_types',
  'main_procurement_categories',
  'award_criteria',
  'tender_causes',
  'organization_kinds',
  'milestone_codes',
  'milestone_titles',
  'milestone_day_types',
  'unit_codes',
  'marketplaces',
  'regions',
  // Sections 13–16: bids, protocols, cancellations.
  'organization_scales',
  'qualification_statuses',
  'award_statuses',
  'cancellation_reason_types',
];
