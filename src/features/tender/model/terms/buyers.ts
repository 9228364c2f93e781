import type { Tender } from '../../../../../contract/tender';
import { addressAndKindRows, identifierValue, organizationName } from './organization';
import type { TermsContext, TermsRow } from './rows';

export interface BuyerView {
  /** Unique on the page: the accordion's id and hash. */
  id: string;
  name: string;
  /** The registry code beside the name, so buyers with one name are told apart when closed. */
  code: string | undefined;
  rows: TermsRow[];
}

/** Details section 2: one entry per buyer the purchase is made for. */
export const toBuyersView = (tender: Tender, context: TermsContext): BuyerView[] =>
  tender.buyers.map((buyer, index) => {
    const code = buyer.identifier.id.trim();
    return {
      id: `buyer-${String(index + 1)}`,
      name: organizationName(buyer, context),
      code: code === '' ? undefined : code,
      rows: [
        {
          id: 'identifier',
          label: context.t('customer.identifier'),
          value: identifierValue(buyer.identifier, context),
        },
        ...addressAndKindRows(buyer, context),
      ],
    };
  });
