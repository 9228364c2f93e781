import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../../lib/i18n';
import { useLabel } from '../../../../../lib/use-reference-data';
import { useTermsContext } from '../../../components/terms/use-terms-context';
import { useTender } from '../../../hooks';
import type { ContractsContext } from '../model/contract-view';

/** The language, labels, texts and tender the contracts and agreements view models take. */
export function useContractsContext(): ContractsContext {
  const lang = useLang();
  const label = useLabel();
  const { t } = useTranslation('tenderContracts');
  const terms = useTermsContext();
  const tender = useTender();
  const tenderKey = useParams().id ?? tender.tenderID;
  return useMemo(
    () => ({ lang, label, t, terms, tender, tenderKey }),
    [lang, label, t, terms, tender, tenderKey],
  );
}
