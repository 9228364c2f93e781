import { useTranslation } from 'react-i18next';
import { TenderSection } from '../TenderSection';

export function LifeCycleCostSection() {
  const { t } = useTranslation('tenderCriteria');
  return <TenderSection section="lifeCycleCost" title={t('lifeCycleCost.title')} />;
}
