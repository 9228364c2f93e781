import { useMemo } from 'react';
import type { Tender } from '../../../../../contract/tender';
import { Accordion } from '../../../../components/ui/accordion/Accordion';
import { toBuyersView } from '../../model/terms/buyers';
import { TenderSection } from '../TenderSection';
import { TermsList } from '../terms/TermsList';
import { useTermsContext } from '../terms/use-terms-context';

/** One accordion per buyer: its name and code in the header, its details inside. */
export function BuyersSection({ tender }: { tender: Tender }) {
  const context = useTermsContext();
  const buyers = useMemo(() => toBuyersView(tender, context), [tender, context]);
  return (
    <TenderSection section="buyers" title={context.t('buyers.title')}>
      {buyers.map((buyer) => (
        <Accordion
          key={buyer.id}
          id={`tender-${buyer.id}`}
          title={
            <>
              <bdi>{buyer.name}</bdi>
              {buyer.code ? <span className="terms-buyer__code"> · {buyer.code}</span> : null}
            </>
          }
        >
          <TermsList rows={buyer.rows} />
        </Accordion>
      ))}
    </TenderSection>
  );
}
