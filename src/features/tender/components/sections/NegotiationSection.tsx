import { useTranslation } from 'react-i18next';
import { TenderSection } from '../TenderSection';

export function NegotiationSection() {
  const { t } = useTranslation('tenderTerms');
  return <TenderSection section="negotiation" title={t('negotiation.title')} />;
}
