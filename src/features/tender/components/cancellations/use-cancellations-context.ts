import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../lib/i18n';
import { useLabel } from '../../../../lib/use-reference-data';
import type { CancellationsContext } from '../../model/cancellations/cancellations-view';

/** The language, dictionary labels and tenderCancellations texts the view model takes. */
export function useCancellationsContext(): CancellationsContext {
  const lang = useLang();
  const label = useLabel();
  const { t } = useTranslation('tenderCancellations');
  return useMemo(() => ({ lang, label, t }), [lang, label, t]);
}
