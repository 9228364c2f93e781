import { useTranslation } from 'react-i18next';
import { TenderSection } from '../TenderSection';

export function PurchaseInfoSection() {
  const { t } = useTranslation('tenderTerms');
  return <TenderSection section="purchase" title={t('purchase.title')} />;
}
