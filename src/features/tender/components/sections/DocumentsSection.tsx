import { useTranslation } from 'react-i18next';
import { TenderSection } from '../TenderSection';

export function DocumentsSection() {
  const { t } = useTranslation('tenderDocuments');
  return <TenderSection section="documents" title={t('documents.title')} />;
}
