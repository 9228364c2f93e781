import { useMemo } from 'react';
import type { Tender } from '../../../../../contract/tender';
import { toPaymentTermsView } from '../../model/terms/payment-terms';
import { TenderSection } from '../TenderSection';
import { MilestonesTable } from '../terms/MilestonesTable';
import { useTermsContext } from '../terms/use-terms-context';

export function PaymentTermsSection({ tender }: { tender: Tender }) {
  const context = useTermsContext();
  const view = useMemo(() => toPaymentTermsView(tender, context), [tender, context]);
  return (
    <TenderSection section="payment" title={context.t('payment.title')}>
      <MilestonesTable view={view} />
    </TenderSection>
  );
}
