import { useMemo } from 'react';
import type { Tender } from '../../../../../contract/tender';
import { ClampText } from '../../../../components/ui/clamp-text/ClampText';
import { KeyValueList } from '../../../../components/ui/key-value-list/KeyValueList';
import { toNegotiationView } from '../../model/terms/negotiation';
import { TenderSection } from '../TenderSection';
import { useTermsContext } from '../terms/use-terms-context';

export function NegotiationSection({ tender }: { tender: Tender }) {
  const context = useTermsContext();
  const { t } = context;
  const view = useMemo(() => toNegotiationView(tender, context), [tender, context]);
  return (
    <TenderSection section="negotiation" title={t('negotiation.title')}>
      <KeyValueList
        items={[
          { id: 'cause', label: t('negotiation.cause'), value: view.cause },
          {
            id: 'causeDescription',
            label: t('negotiation.causeDescription'),
            value: view.description === undefined ? null : <ClampText text={view.description} />,
          },
        ]}
      />
    </TenderSection>
  );
}
