import { useTranslation } from 'react-i18next';
import { TenderSection } from '../TenderSection';

export function CustomerSection() {
  const { t } = useTranslation('tenderTerms');
  return <TenderSection section="customer" title={t('customer.title')} />;
}
