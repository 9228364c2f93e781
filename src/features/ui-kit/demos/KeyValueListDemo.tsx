import { KeyValueList } from '../../../components/ui/key-value-list/KeyValueList';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/i18n';
import { DemoState } from '../DemoState';

export function KeyValueListDemo() {
  const { t } = useTranslation('uiKit');
  const lang = useLang();
  const value = { amount: 1827650.3, currency: 'UAH', valueAddedTaxIncluded: true };
  return (
    <>
      <DemoState title={t('keyValue.filled')}>
        <KeyValueList
          items={[
            { label: t('keyValue.customer'), value: t('keyValue.customerValue') },
            { label: t('keyValue.code'), value: '04052169' },
            { label: t('keyValue.value'), value: formatMoney(value, lang, { vat: true }) },
            { label: t('keyValue.zero'), value: 0 },
          ]}
        />
      </DemoState>
      <DemoState title={t('keyValue.empty')}>
        <KeyValueList
          items={[
            { label: t('keyValue.fax'), value: undefined },
            { label: t('keyValue.email'), value: '' },
          ]}
        />
      </DemoState>
    </>
  );
}
