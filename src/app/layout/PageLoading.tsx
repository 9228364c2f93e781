import { DelayedLoading } from '../../components/ui/loading/DelayedLoading';
import { useTranslation } from 'react-i18next';

/**
 * The main area while the first page's code, dictionaries and data arrive, under the header
 * that is already there: a visible loading indicator once the wait is long enough to notice (a
 * cold deep link to a search).
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <main id="main" className="app__main" tabIndex={-1}>
      <div className="page">
        <DelayedLoading label={t('loading')} />
      </div>
    </main>
  );
}
