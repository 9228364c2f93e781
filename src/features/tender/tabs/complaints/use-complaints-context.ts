import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../lib/i18n';
import { useLabel } from '../../../../lib/use-reference-data';
import { useTermsContext } from '../../components/terms/use-terms-context';
import { useTender } from '../../hooks';
import type { ComplaintsContext } from './model/complaint-view';

/** What the complaints view models take, from the page's language and address. */
export function useComplaintsContext(): ComplaintsContext {
  const lang = useLang();
  const label = useLabel();
  const { t } = useTranslation('tenderComplaints');
  const terms = useTermsContext();
  const { tenderID } = useTender();
  const tenderKey = useParams().id ?? tenderID;
  return useMemo(() => ({ lang, label, t, terms, tenderKey }), [lang, label, t, terms, tenderKey]);
}
