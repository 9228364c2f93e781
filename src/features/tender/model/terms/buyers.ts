import type { Tender } from '../../../../../contract/tender';
import { identifierValue, organizationName, addressAndKindRows } from './organization';
import type { TermsContext, TermsRow, TermsValue } from './rows';

export interface BuyerView {
  /** Unique on the page: the accordion's id and hash. */
  id: string;
  name: string;
  /** Shown beside the name, so buyers with one name are told apart without opening them. */
  identifier: TermsValue;
  rows: TermsRow[];
}

/** Spec §2 section 2: one entry per buyer the purchase is made for. */
export const toBuyersView = (tender: Tender, context: TermsContext): BuyerView[] =>
  tender.buyers.map((buyer, index) => ({
    id: `buyer-${String(index + 1)}`,
    name: organizationName(buyer, context),
    identifier: identifierValue(buyer.identifier, context),
    rows: addressAndKindRows(buyer, context),
  }));
