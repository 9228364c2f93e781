import { useTranslation } from 'react-i18next';
import { TenderSection } from '../TenderSection';

export function SubmitProposalSection() {
  const { t } = useTranslation('tenderDocuments');
  return <TenderSection section="submitProposal" title={t('submitProposal.title')} />;
}
