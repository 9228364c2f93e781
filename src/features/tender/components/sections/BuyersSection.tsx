import { useTranslation } from 'react-i18next';
import { TenderSection } from '../TenderSection';

export function BuyersSection() {
  const { t } = useTranslation('tenderTerms');
  return <TenderSection section="buyers" title={t('buyers.title')} />;
}
