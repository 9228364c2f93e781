import { useTranslation } from '../../../lib/i18n';
import { EntitySection } from '../../entity/components/EntitySection';
import { FieldList } from '../../entity/components/FieldList';
import type { PlanItemView } from '../model/plan-view';

/** What the plan buys: one card per item, its code, quantity and delivery date. */
export function PlanItems({ items }: { items: readonly PlanItemView[] }) {
  const { t } = useTranslation('entities');
  return (
    <EntitySection id="plan-items" title={t('plan.items')}>
      {items.length === 0 ? (
        <p className="entity-section__empty">{t('plan.noItems')}</p>
      ) : (
        <ol className="entity-items">
          {items.map((item) => (
            <li key={item.id} className="entity-item">
              <h3 className="entity-item__title">
                <bdi>{item.description}</bdi>
              </h3>
              <FieldList rows={item.rows} />
            </li>
          ))}
        </ol>
      )}
    </EntitySection>
  );
}
