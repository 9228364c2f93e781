import { useTranslation } from 'react-i18next';
import { TermsList } from '../../../components/terms/TermsList';
import type { LotItemView } from '../model/lot-view';

/** The items of a lot as cards: description, quantity, classification, delivery. */
export function LotItems({ items }: { items: readonly LotItemView[] }) {
  const { t } = useTranslation('tenderLots');
  return (
    <section className="tab-entry__block lot-entry__repeated">
      <h4 className="tab-entry__subtitle">{t('items.title')}</h4>
      {items.length === 0 ? (
        <p className="tab-entries__empty">{t('items.none')}</p>
      ) : (
        <ul className="tab-entry__cards">
          {items.map((item) => (
            <li key={item.key} className="tab-entry__card">
              <p className="tab-entry__text">
                <bdi>{item.description}</bdi>
              </p>
              <TermsList rows={item.rows} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
