import { useTranslation } from 'react-i18next';
import type { MilestoneRow, PaymentTermsView } from '../../model/terms/payment-terms';
import '../../../../components/ui/stack-table/stack-table.css';
import './terms.css';

type Column = Exclude<keyof MilestoneRow, 'id'>;

const HEADERS = {
  lot: 'payment.lot',
  title: 'payment.event',
  description: 'payment.description',
  code: 'payment.code',
  days: 'payment.days',
  dayType: 'payment.dayType',
  percentage: 'payment.percentage',
} as const satisfies Record<Column, string>;

const COLUMNS: readonly Column[] = [
  'title',
  'description',
  'code',
  'days',
  'dayType',
  'percentage',
];

/**
 * The milestones as a table; on a phone each row stacks into a card whose cells carry their
 * column's name, so nothing scrolls sideways.
 */
export function MilestonesTable({ view }: { view: PaymentTermsView }) {
  const { t } = useTranslation('tenderTerms');
  const columns: readonly Column[] = view.byLot ? ['lot', ...COLUMNS] : COLUMNS;
  return (
    <table className="stack-table terms-table">
      <caption className="visually-hidden">{t('payment.caption')}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {t(HEADERS[column])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {view.rows.map((row) => (
          <tr key={row.id}>
            {columns.map((column) => (
              <td key={column} className={`terms-table__cell terms-table__cell--${column}`}>
                <span className="stack-table__label">{t(HEADERS[column])}</span>
                {row[column]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
