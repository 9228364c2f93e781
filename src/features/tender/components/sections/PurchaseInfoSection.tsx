import { useMemo } from 'react';
import type { Tender } from '../../../../../contract/tender';
import { Accordion } from '../../../../components/ui/accordion/Accordion';
import { toPurchaseInfoView } from '../../model/terms/purchase-info';
import { TenderSection } from '../TenderSection';
import { TermsList } from '../terms/TermsList';
import { useTermsContext } from '../terms/use-terms-context';

export function PurchaseInfoSection({ tender }: { tender: Tender }) {
  const context = useTermsContext();
  const view = useMemo(() => toPurchaseInfoView(tender, context), [tender, context]);
  return (
    <TenderSection section="purchase" title={context.t('purchase.title')}>
      <TermsList rows={view.rows} />
      {view.additionalTerms.length > 0 ? (
        <Accordion id="tender-additional-terms" title={context.t('additionalTerms.title')}>
          <TermsList rows={view.additionalTerms} />
        </Accordion>
      ) : null}
    </TenderSection>
  );
}
