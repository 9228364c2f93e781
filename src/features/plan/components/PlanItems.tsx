import { useTranslation } from 'react-i18next';
import { EntitySection, FieldList, FieldValueView } from '../../entity';
import type { PlanItemView } from '../model/plan-view';
import './plan-items.css';

/** The items as a table where it fits; the table's rows use the cards' labels as headers. */
function ItemsTable({ items }: { items: readonly PlanItemView[] }) {
  const { t } = useTranslation('entities');
  const columns = items[0]?.rows ?? [];
  return (
    <table className="plan-items__table">
      <thead>
        <tr>
          <th scope="col">{t('plan.item.description')}</th>
          {columns.map((column) => (
            <th key={column.id} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <th scope="row">
              <bdi>{item.description}</bdi>
            </th>
            {item.rows.map((row) => (
              <td key={row.id}>
                <FieldValueView value={row.value} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * What the plan buys: its description, code, quantity and delivery date; a table on a wide
 * screen, one card per item on a phone (only one of the two is displayed).
 */
export function PlanItems({ items }: { items: readonly PlanItemView[] }) {
  const { t } = useTranslation('entities');
  return (
    <EntitySection id="plan-items" title={t('plan.items')}>
      {items.length === 0 ? (
        <p className="entity-section__empty">{t('plan.noItems')}</p>
      ) : (
        <>
          <ItemsTable items={items} />
          <ol className="entity-items plan-items__cards">
            {items.map((item) => (
              <li key={item.id} className="entity-item">
                <h3 className="entity-item__title">
                  <bdi>{item.description}</bdi>
                </h3>
                <FieldList rows={item.rows} />
              </li>
            ))}
          </ol>
        </>
      )}
    </EntitySection>
  );
}
