import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatMoney } from '../../lib/format';
import { useLang } from '../../lib/i18n';

const SAMPLE = { amount: 1827650.3, currency: 'UAH', valueAddedTaxIncluded: true };

export function UiKitItem() {
  const { t } = useTranslation('uiKit');
  const lang = useLang();
  const { id = '' } = useParams();
  return (
    <section aria-labelledby="ui-kit-item">
      <h2 id="ui-kit-item">{t('component', { id })}</h2>
      {id === 'money' ? (
        <dl>
          <dt>{t('moneyExample')}</dt>
          <dd>{formatMoney(SAMPLE, lang, { vat: true })}</dd>
        </dl>
      ) : null}
    </section>
  );
}
