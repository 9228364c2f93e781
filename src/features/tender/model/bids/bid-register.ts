import type { Tender } from '../../../../../contract/tender';
import { formatDateTime } from '../../../../lib/format';
import type { BidsContext } from './bids-context';
import { toBidComparisons } from './bid-comparison';
import type { BidComparisonView } from './bid-comparison';
import { toBidRows } from './bid-rows';
import type { BidRowView } from './bid-rows';

export interface BidRegisterView {
  /** When the bids were disclosed: '15 березня 2024, 15:21', or '—'. */
  disclosureDate: string;
  /** The same moment for `<time dateTime>`; undefined without a valid date. */
  disclosureDateTime: string | undefined;
  comparisons: BidComparisonView[];
  rows: BidRowView[];
}

/** "Register of proposals": the disclosure date, the comparison, one row per bid. */
export function toBidRegisterView(tender: Tender, context: BidsContext): BidRegisterView {
  const date = tender.disclosureDate;
  const valid = date !== undefined && !Number.isNaN(Date.parse(date));
  return {
    disclosureDate: formatDateTime(date, context.lang),
    disclosureDateTime: valid ? new Date(date).toISOString() : undefined,
    comparisons: toBidComparisons(tender, context),
    rows: toBidRows(tender, context),
  };
}
