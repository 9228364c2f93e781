import { useMemo } from 'react';
import type { Tender } from '../../../../../contract/tender';
import { toCustomerView } from '../../model/terms/customer';
import { TenderSection } from '../TenderSection';
import { ContactBlock } from '../terms/ContactBlock';
import { TermsList } from '../terms/TermsList';
import { useTermsContext } from '../terms/use-terms-context';

export function CustomerSection({ tender }: { tender: Tender }) {
  const context = useTermsContext();
  const view = useMemo(() => toCustomerView(tender, context), [tender, context]);
  return (
    <TenderSection section="customer" title={context.t('customer.title')}>
      <TermsList rows={view.rows} />
      {view.contacts.map((contact) => (
        <ContactBlock
          key={contact.id}
          contact={contact}
          headingId={`tender-contact-${contact.id}`}
        />
      ))}
    </TenderSection>
  );
}
