import type { Bid } from '../../../../../contract/tender';
import { formatDate, orDash } from '../../../../lib/format';
import { text } from '../terms/rows';
import type { TermsRow } from '../terms/rows';
import type { BidsContext } from './bids-context';

export interface BlacklistEntryView {
  key: string;
  title: string;
  rows: TermsRow[];
}

/** The antimonopoly summary: each competition-authority case against the bidder. */
export function toBlacklistView(bid: Bid, context: BidsContext): BlacklistEntryView[] {
  const { t, lang } = context;
  return bid.blacklistedSuppliers.map((entry, index) => ({
    key: `${String(index)}-${entry.caseNumber ?? ''}`,
    title: t('antimonopoly.case', { number: orDash(entry.caseNumber) }),
    rows: [
      {
        id: 'caseNumber',
        label: t('antimonopoly.caseNumber'),
        value: text(orDash(entry.caseNumber)),
      },
      {
        id: 'caseDate',
        label: t('antimonopoly.caseDate'),
        value: text(formatDate(entry.caseDate, lang)),
      },
      {
        id: 'reviewerName',
        label: t('antimonopoly.reviewerName'),
        value: text(orDash(entry.reviewerName)),
      },
      {
        id: 'identifier',
        label: t('antimonopoly.identifier'),
        value: text(orDash(entry.identifierID)),
      },
    ],
  }));
}
