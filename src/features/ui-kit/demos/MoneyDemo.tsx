import { KeyValueList } from '../../../components/ui/key-value-list/KeyValueList';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/i18n';
import { DemoState } from '../DemoState';

const SAMPLE = { amount: 1827650.3, currency: 'UAH', valueAddedTaxIncluded: true };

export function MoneyDemo() {
  const { t } = useTranslation('uiKit');
  const lang = useLang();
  return (
    <DemoState title={t('money.example')}>
      <KeyValueList
        items={[
          { label: t('money.withVat'), value: formatMoney(SAMPLE, lang, { vat: true }) },
          { label: t('money.withoutVat'), value: formatMoney(SAMPLE, lang) },
        ]}
      />
    </DemoState>
  );
}
