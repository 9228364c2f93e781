import { Link } from 'react-router-dom';
import { paths } from '../../../../contract/routes/paths';
import type { SavedSearchRecord } from '../../../lib/db';
import { useTranslation } from 'react-i18next';
import { SavedSearchItem } from './SavedSearchItem';
import '../saved-searches-locales';
import './saved-searches.css';

/**
 * Offline, for a search the device has not saved: what can be read instead, the saved
 * searches and the tenders saved on the device (searchable there).
 */
export function OfflineSearchNotice({ searches }: { searches: readonly SavedSearchRecord[] }) {
  const { t } = useTranslation('savedSearches');
  return (
    <section className="search-offline" aria-labelledby="search-offline-title">
      <h2 id="search-offline-title">{t('offline.title')}</h2>
      <p>{t('offline.lead')}</p>
      {searches.length > 0 ? (
        <>
          <h3>{t('list.title')}</h3>
          <ul className="saved-searches__list">
            {searches.map((record) => (
              <SavedSearchItem key={record.id} record={record} />
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link to={paths.saved}>{t('offline.savedTenders')}</Link>
      </p>
    </section>
  );
}
