import { useRevalidator } from 'react-router-dom';
import { DelayedLoading } from '../../../components/ui/loading/DelayedLoading';
import { useTranslation } from '../../../lib/i18n';
import './tabs.css';

/**
 * The quiet line under a tab whose data could not be loaded (spec §8 degrades to empty data;
 * the line says so, so an empty list is not read as an answer). Retry reloads only the tab.
 */
export function TabLoadFailed() {
  const { t } = useTranslation('tender');
  const revalidator = useRevalidator();
  if (revalidator.state === 'loading') return <DelayedLoading />;
  return (
    <p className="tab-load-failed">
      {t('tabFailed')}{' '}
      <button
        type="button"
        className="link-button"
        onClick={() => {
          void revalidator.revalidate();
        }}
      >
        {t('tabRetry')}
      </button>
    </p>
  );
}
