import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../../../lib/format';
import { useLang } from '../../../lib/i18n';
import { useTender } from '../hooks';
import { toPurchaseDetails } from '../model/purchase-details';

/** The default tab; the full ordered sections of spec §2 come with the tender-page issue. */
export function PurchaseDetailsTab() {
  const { t } = useTranslation('tender');
  const lang = useLang();
  const details = toPurchaseDetails(useTender(), lang);
  return (
    <section aria-labelledby="purchase-details-title">
      <h2 id="purchase-details-title">{t('tabs.purchase_details')}</h2>
      {details.description ? (
        <>
          <h3>{t('details.description')}</h3>
          <p className="tender__description">{details.description}</p>
        </>
      ) : null}
      <h3>{t('details.items')}</h3>
      {details.items.length === 0 ? (
        <p>{t('details.noItems')}</p>
      ) : (
        <ul className="tender-items">
          {details.items.map((item) => (
            <li key={item.id} className="tender-items__item">
              <p className="tender-items__description">{item.description}</p>
              <dl className="tender-items__facts">
                {item.quantity === undefined ? null : (
                  <div>
                    <dt>{t('details.quantity')}</dt>
                    <dd>
                      {t('details.quantityValue', {
                        quantity: formatQuantity(item.quantity),
                        unit: item.unit ?? '',
                      })}
                    </dd>
                  </div>
                )}
                {item.classification ? (
                  <div>
                    <dt>{t('details.classification')}</dt>
                    <dd>{item.classification}</dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
