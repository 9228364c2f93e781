import { useTranslation } from 'react-i18next';
import { TenderSection } from '../TenderSection';

export function ExclusionSection() {
  const { t } = useTranslation('tenderCriteria');
  return <TenderSection section="exclusion" title={t('exclusion.title')} />;
}
