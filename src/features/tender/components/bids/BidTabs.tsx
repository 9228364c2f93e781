import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Bid, Tender } from '../../../../../contract/tender';
import { Tabs } from '../../../../components/ui/tabs/Tabs';
import { bidTabs } from '../../model/bids/bid-tabs';
import type { BidTab } from '../../model/bids/bid-tabs';
import { BidAntimonopoly } from './BidAntimonopoly';
import { BidOfferDetails } from './BidOfferDetails';
import { BidResponses } from './BidResponses';
import { useBidsContext } from './use-bids-context';

/** "Tabs per bid": offer details first, the others only when the bid has their content. */
export function BidTabs({ bid, name, tender }: { bid: Bid; name: string; tender: Tender }) {
  const context = useBidsContext();
  const tabs = useMemo(() => bidTabs(bid), [bid]);
  const content = (tab: BidTab): ReactNode => {
    if (tab === 'offer') return <BidOfferDetails bid={bid} tender={tender} />;
    if (tab === 'antimonopoly') return <BidAntimonopoly bid={bid} />;
    return <BidResponses bid={bid} tab={tab} tender={tender} />;
  };
  return (
    <Tabs
      label={context.t('tabs.label', { name })}
      tabs={tabs.map((tab) => ({
        id: tab,
        label: context.t(`tabs.${tab}`),
        content: content(tab),
      }))}
    />
  );
}
