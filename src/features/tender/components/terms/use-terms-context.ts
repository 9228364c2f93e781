import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../lib/i18n';
import { useLabel } from '../../../../lib/use-reference-data';
import type { TermsContext } from '../../model/terms/rows';

/** The language, dictionary labels and tenderTerms texts the terms view models take. */
export function useTermsContext(): TermsContext {
  const lang = useLang();
  const label = useLabel();
  const { t } = useTranslation('tenderTerms');
  return useMemo(() => ({ lang, label, t }), [lang, label, t]);
}
