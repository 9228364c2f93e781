import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/i18n';
import { storagePanelView } from '../model/storage-panel';
import { useStoragePanel } from '../storage/use-storage-panel';
import type { StorageOutcome } from '../storage/use-storage-panel';
import '../storage/locales';
import { ConfirmButton } from './ConfirmButton';
import { StorageKinds } from './StorageKinds';
import { StorageUsage } from './StorageUsage';
import './storage-panel.css';

/** The key and values of the status line after an action. */
const outcomeText = (outcome: StorageOutcome): [string, Record<string, number>?] => {
  switch (outcome.kind) {
    case 'persist':
      return [outcome.granted ? 'persistence.granted' : 'persistence.denied'];
    case 'clearedViewed':
      return ['clearViewed.done', { count: outcome.count }];
    case 'clearedAll':
      return ['clearAll.done'];
    case 'failed':
      return ['failed'];
  }
};

/** What this device holds for offline reading, and the means to free it. */
export function StoragePanel() {
  const { t } = useTranslation('savedStorage');
  const lang = useLang();
  const { facts, outcome, freed, persist, clearViewedData, clearAllData } = useStoragePanel();
  const view = facts && storagePanelView(facts, lang);
  const [statusKey, statusValues] = outcome ? outcomeText(outcome) : [];
  return (
    <section className="storage-panel" aria-labelledby="storage-panel-title">
      <h2 id="storage-panel-title">{t('title')}</h2>
      {freed && <p className="storage-panel__notice">{t('freed', { count: freed.removed })}</p>}
      {view ? (
        <>
          <StorageUsage view={view} onPersist={persist} />
          <StorageKinds rows={view.rows} />
          <div className="storage-panel__actions">
            <ConfirmButton
              label={t('clearViewed.button')}
              question={t('clearViewed.confirm')}
              confirmLabel={t('clearViewed.yes')}
              onConfirm={clearViewedData}
            />
            <ConfirmButton
              label={t('clearAll.button')}
              question={t('clearAll.confirm')}
              confirmLabel={t('clearAll.yes')}
              onConfirm={clearAllData}
            />
          </div>
        </>
      ) : (
        <p className="page__note">{t('reading')}</p>
      )}
      <p role="status" className="storage-panel__status">
        {statusKey ? t(statusKey as 'failed', statusValues) : ''}
      </p>
    </section>
  );
}
