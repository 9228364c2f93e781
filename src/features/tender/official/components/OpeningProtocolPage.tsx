import { useMemo } from 'react';
import { useTender } from '../../hooks';
import { toOpeningProtocolView } from '../model/opening-protocol-view';
import { OfficialDocument } from './OfficialDocument';
import { useOfficialContext } from './use-official-context';

/** The protocol of disclosure of tender proposals (/tender/:id/opening-protocol). */
export function OpeningProtocolPage() {
  const tender = useTender();
  const context = useOfficialContext();
  const view = useMemo(() => toOpeningProtocolView(tender, context), [tender, context]);
  return <OfficialDocument view={view} />;
}
