import { useTranslation } from 'react-i18next';
import type { ReductionRow } from '../../model/bids/bid-offer';

/** The ESCO offer's annual costs reduction, one row per year. */
export function ReductionTable({ rows }: { rows: readonly ReductionRow[] }) {
  const { t } = useTranslation('tenderBids');
  return (
    <table className="bid-reduction">
      <caption className="bid-reduction__caption">{t('offer.reduction.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('offer.reduction.year')}</th>
          <th scope="col">{t('offer.reduction.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.year}>
            <th scope="row">{row.year}</th>
            <td>{row.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
