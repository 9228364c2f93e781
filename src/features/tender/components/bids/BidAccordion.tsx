import clsx from 'clsx';
import type { Tender } from '../../../../../contract/tender';
import { Accordion } from '../../../../components/ui/accordion/Accordion';
import { useTranslation } from 'react-i18next';
import { OrgProfileLink } from '../../../../components/org-profile-link/OrgProfileLink';
import type { BidRowView } from '../../model/bids/bid-rows';
import { useWithheldBody } from '../../partial-tender';
import { WithheldBody } from '../WithheldBody';
import { BidTabs } from './BidTabs';

/**
 * One bid: the bidder and the final price in the header; its tabs render when opened (from the
 * whole record when the server's page left them out).
 */
export function BidAccordion({ row, tender }: { row: BidRowView; tender: Tender }) {
  const { t } = useTranslation('tenderBids');
  const withheld = useWithheldBody(row.id);
  const price = row.price ?? t('bid.lots', { count: row.lotPrices.length });
  return (
    <Accordion
      id={row.id}
      lazy
      withheld={withheld !== undefined}
      onOpen={withheld?.fetch}
      title={
        <span className="bid-row">
          <span className="bid-row__name">
            <bdi>{row.name}</bdi>
            {row.code ? <span className="bid-row__code">{row.code}</span> : null}
          </span>
          <span className={clsx('bid-row__price', row.priceIsLong && 'bid-row__price--long')}>
            {row.price === undefined ? null : (
              <span className="visually-hidden">{t('bid.price')}: </span>
            )}
            {price}
          </span>
        </span>
      }
    >
      {row.code ? (
        <p className="bid-row__profile">
          <OrgProfileLink code={row.code} />
        </p>
      ) : null}
      {withheld && !withheld.ready ? (
        <WithheldBody id={row.id} state={withheld} />
      ) : (
        <BidTabs bid={row.bid} name={row.name} tender={tender} />
      )}
    </Accordion>
  );
}
