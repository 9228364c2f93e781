import { useMemo } from 'react';
import type { Tender } from '../../../../../contract/tender';
import { toCancellationsView } from '../../model/cancellations/cancellations-view';
import { useOutcomeTitle } from '../outcome/outcome-title';
import { TenderSection } from '../TenderSection';
import { AutomaticCancellation } from './AutomaticCancellation';
import { CancellationItem } from './CancellationItem';
import { useCancellationsContext } from './use-cancellations-context';
import '../documents/tender-documents.css';
import './cancellations.css';

/** Details section 16: each published cancellation, then the automatic one of a failed tender. */
export function CancellationsSection({ tender }: { tender: Tender }) {
  const context = useCancellationsContext();
  const view = useMemo(() => toCancellationsView(tender, context), [tender, context]);
  return (
    <TenderSection section="cancellations" title={useOutcomeTitle('cancellations')}>
      {view.cancellations.map((cancellation) => (
        <CancellationItem
          key={cancellation.id}
          cancellation={cancellation}
          defaultOpen={view.openFirst}
        />
      ))}
      {view.automatic ? <AutomaticCancellation automatic={view.automatic} /> : null}
    </TenderSection>
  );
}
