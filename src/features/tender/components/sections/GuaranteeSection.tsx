import { useTranslation } from 'react-i18next';
import { TenderSection } from '../TenderSection';

export function GuaranteeSection() {
  const { t } = useTranslation('tenderCriteria');
  return <TenderSection section="guarantee" title={t('guarantee.title')} />;
}
