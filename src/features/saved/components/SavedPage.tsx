import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../locales';
import { useOrphanWatchSweep } from '../notify/use-watch';
import { AllDeadlinesLink } from './AllDeadlinesLink';
import { SavedSearches } from './SavedSearches';
import { SavedTenders } from './SavedTenders';
import { StoragePanel } from './StoragePanel';

/** /saved: what this device keeps for offline reading, and what changed in it. */
export function SavedPage() {
  const { t } = useTranslation('saved');
  useDocumentTitle(t('title'));
  useOrphanWatchSweep();
  return (
    <div className="page saved-page">
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      <AllDeadlinesLink />
      <SavedTenders />
      <SavedSearches />
      <StoragePanel />
    </div>
  );
}
