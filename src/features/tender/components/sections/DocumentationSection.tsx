import { useTranslation } from 'react-i18next';
import { TenderSection } from '../TenderSection';

export function DocumentationSection() {
  const { t } = useTranslation('tenderDocumentation');
  return <TenderSection section="documentation" title={t('documentation.title')} />;
}
