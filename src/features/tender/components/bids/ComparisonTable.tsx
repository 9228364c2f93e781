import { useTranslation } from 'react-i18next';
import type { BidComparisonView } from '../../model/bids/bid-comparison';

/**
 * The chart's data for screen readers: one row per offer, cheapest first. A box hides it: a
 * table ignores `overflow`, so hidden itself it would still widen the page on a phone.
 */
export function ComparisonTable({ view }: { view: BidComparisonView }) {
  const { t } = useTranslation('tenderBids');
  return (
    <div className="visually-hidden">
      <table>
        <caption>{t('chart.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.bidder')}</th>
            <th scope="col">{t('chart.price')}</th>
            <th scope="col">{t('chart.share')}</th>
            <th scope="col">{t('chart.note')}</th>
          </tr>
        </thead>
        <tbody>
          {view.bars.map((bar) => (
            <tr key={bar.bidId}>
              <th scope="row">
                <bdi>{bar.name}</bdi>
              </th>
              <td>{bar.price}</td>
              <td>{bar.share}</td>
              <td>{bar.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
