import { useTranslation } from 'react-i18next';
import type { StoragePanelView } from '../model/storage-panel';

interface StorageUsageProps {
  view: Pick<StoragePanelView, 'used' | 'available' | 'persistence'>;
  onPersist: () => Promise<void>;
}

/** Used and available room, and the request to keep the data when the device runs short. */
export function StorageUsage({ view, onPersist }: StorageUsageProps) {
  const { t } = useTranslation('savedStorage');
  return (
    <>
      <dl className="storage-usage">
        <div>
          <dt>{t('used')}</dt>
          <dd>{view.used}</dd>
        </div>
        <div>
          <dt>{t('available')}</dt>
          <dd>{view.available}</dd>
        </div>
      </dl>
      <p className="storage-persist">{t(`persistence.${view.persistence}`)}</p>
      {view.persistence === 'notPersisted' && (
        <button type="button" className="button button--secondary" onClick={() => void onPersist()}>
          {t('persistence.ask')}
        </button>
      )}
    </>
  );
}
