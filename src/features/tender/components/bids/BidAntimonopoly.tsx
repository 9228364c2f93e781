import { useMemo } from 'react';
import type { Bid } from '../../../../../contract/tender';
import { toBlacklistView } from '../../model/bids/bid-antimonopoly';
import { TermsList } from '../terms/TermsList';
import { useBidsContext } from './use-bids-context';

/** The antimonopoly summary: the 3-year notice and the cases against the bidder. */
export function BidAntimonopoly({ bid }: { bid: Bid }) {
  const context = useBidsContext();
  const entries = useMemo(() => toBlacklistView(bid, context), [bid, context]);
  return (
    <div className="bid-antimonopoly">
      <p className="bid-antimonopoly__notice">{context.t('antimonopoly.notice')}</p>
      {entries.map((entry) => (
        <section key={entry.key} className="bid-block">
          <h4 className="bid-block__title">{entry.title}</h4>
          <TermsList rows={entry.rows} />
        </section>
      ))}
    </div>
  );
}
