import type { SearchSection } from '../../../../../contract/api';
import type { DictionaryKey } from '../../../../../contract/static-data';

/**
 * The dictionaries each section's filter panel and chips label with (the CPV classifier loads on
 * demand), which the route table loads with the page: a list of its own, so that every page's
 * shell does not carry the filter table (SECTION_FILTER_TABLE, which a unit test holds it to).
 */
export const FILTER_DICTIONARIES: Record<SearchSection, readonly DictionaryKey[]> = {
  tender: [
    'tender_statuses',
    'procurement_method_types',
    'regions',
    'award_criteria',
    'procurement_method_rationales',
    'milestone_codes',
    'funders',
  ],
  plan: ['procurement_method_types'],
  catalog: ['tender_statuses', 'framework_types'],
  products: [],
};
