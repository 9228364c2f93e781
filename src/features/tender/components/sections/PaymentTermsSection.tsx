import { useTranslation } from 'react-i18next';
import { TenderSection } from '../TenderSection';

export function PaymentTermsSection() {
  const { t } = useTranslation('tenderTerms');
  return <TenderSection section="payment" title={t('payment.title')} />;
}
