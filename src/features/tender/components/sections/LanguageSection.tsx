import { useTranslation } from 'react-i18next';
import { TenderSection } from '../TenderSection';

export function LanguageSection() {
  const { t } = useTranslation('tenderCriteria');
  return <TenderSection section="language" title={t('language.title')} />;
}
