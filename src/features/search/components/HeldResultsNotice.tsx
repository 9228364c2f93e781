import { formatDateTime } from '../../../lib/format';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/i18n';
import '../saved-searches-locales';

/** Offline: the results shown are the saved copy of this search, made at `at` (epoch ms). */
export function HeldResultsNotice({ at }: { at: number }) {
  const { t } = useTranslation('savedSearches');
  const lang = useLang();
  return (
    <p role="status" className="search-held">
      {t('held', { time: formatDateTime(new Date(at), lang) })}
    </p>
  );
}
