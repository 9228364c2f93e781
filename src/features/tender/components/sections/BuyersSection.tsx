import { useMemo } from 'react';
import type { Tender } from '../../../../../contract/tender';
import { Accordion } from '../../../../components/ui/accordion/Accordion';
import { toBuyersView } from '../../model/terms/buyers';
import { TenderSection } from '../TenderSection';
import { TermsList } from '../terms/TermsList';
import { TermsValueView } from '../terms/TermsValueView';
import { useTermsContext } from '../terms/use-terms-context';

/** One accordion per buyer: name and copyable code in the header, the details inside. */
export function BuyersSection({ tender }: { tender: Tender }) {
  const context = useTermsContext();
  const buyers = useMemo(() => toBuyersView(tender, context), [tender, context]);
  return (
    <TenderSection section="buyers" title={context.t('buyers.title')}>
      {buyers.map((buyer) => (
        <Accordion
          key={buyer.id}
          id={`tender-${buyer.id}`}
          title={<bdi>{buyer.name}</bdi>}
          aside={
            <span className="terms-buyer__code">
              <TermsValueView value={buyer.identifier} />
            </span>
          }
        >
          <TermsList rows={buyer.rows} />
        </Accordion>
      ))}
    </TenderSection>
  );
}
