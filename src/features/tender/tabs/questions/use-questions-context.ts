import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../lib/i18n';
import { useLabel } from '../../../../lib/use-reference-data';
import { useTender } from '../../hooks';
import type { ClaimsContext } from './model/claims-view';

/** What the questions and claims view models take, from the page's language and address. */
export function useQuestionsContext(): ClaimsContext {
  const lang = useLang();
  const label = useLabel();
  const { t } = useTranslation('tenderQuestions');
  const { tenderID } = useTender();
  const tenderKey = useParams().id ?? tenderID;
  return useMemo(() => ({ lang, label, t, tenderKey }), [lang, label, t, tenderKey]);
}
