import { useMemo } from 'react';
import { useTender } from '../../hooks';
import { toIntentNoticeView } from '../model/intent-notice-view';
import { OfficialDocument } from './OfficialDocument';
import { useOfficialContext } from './use-official-context';

/** The notice of intent to conclude a contract (/tender/:id/intent-notice). */
export function IntentNoticePage() {
  const tender = useTender();
  const context = useOfficialContext();
  const view = useMemo(() => toIntentNoticeView(tender, context), [tender, context]);
  return <OfficialDocument view={view} />;
}
