import type { Bid, RequirementResponse } from '../../../../../contract/tender';

export const BID_TABS = ['offer', 'exclusion', 'technical', 'other', 'antimonopoly'] as const;

export type BidTab = (typeof BID_TABS)[number];

/**
 * The responses each requirements tab lists. "Other requirements" also takes the responses to
 * criteria the page names no block for (bid validity, selection criteria), so no answer is dropped.
 */
export function tabResponses(bid: Bid, tab: BidTab): RequirementResponse[] {
  const responses = bid.requirementResponses;
  switch (tab) {
    case 'exclusion':
      return responses.exclusion;
    case 'technical':
      return responses.technicalFeatures;
    case 'other':
      return [
        ...responses.language,
        ...responses.bidGuarantee,
        ...responses.contractGuarantee,
        ...responses.lifeCycleCost,
        ...responses.other,
      ];
    case 'offer':
    case 'antimonopoly':
      return [];
  }
}

/** "Tabs per bid": offer details always (and first), each other tab when it has content. */
export function bidTabs(bid: Bid): BidTab[] {
  return BID_TABS.filter((tab) => {
    if (tab === 'offer') return true;
    if (tab === 'antimonopoly') return bid.blacklistedSuppliers.length > 0;
    return tabResponses(bid, tab).length > 0;
  });
}
