import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../lib/i18n';
import { useLabel } from '../../../../lib/use-reference-data';
import type { BidsContext } from '../../model/bids/bids-context';
import { useTermsContext } from '../terms/use-terms-context';

/** The language, dictionary labels and texts the register's view models take. */
export function useBidsContext(): BidsContext {
  const lang = useLang();
  const label = useLabel();
  const { t } = useTranslation('tenderBids');
  const terms = useTermsContext();
  return useMemo(() => ({ lang, label, t, terms }), [lang, label, t, terms]);
}
