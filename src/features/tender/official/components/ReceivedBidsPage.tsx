import { useMemo } from 'react';
import { useTender } from '../../hooks';
import { toReceivedBidsView } from '../model/received-bids-view';
import { OfficialDocument } from './OfficialDocument';
import { useOfficialContext } from './use-official-context';

/** The register of received tender proposals (/tender/:id/bid-register). */
export function ReceivedBidsPage() {
  const tender = useTender();
  const context = useOfficialContext();
  const view = useMemo(() => toReceivedBidsView(tender, context), [tender, context]);
  return <OfficialDocument view={view} />;
}
