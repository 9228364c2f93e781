import '../tender-texts';
import { useRevalidator } from 'react-router-dom';
import { DelayedLoading } from '../../../components/ui/loading/DelayedLoading';
import { useTranslation } from 'react-i18next';
import './tabs.css';

/**
 * The quiet line a tab whose data could not be loaded shows in place of its "none" sentence
 * (the failed load gives empty data; an empty list must not read as "there are none"). Retry
 * reloads only the tab.
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
