import { useTranslation } from 'react-i18next';
import { TermsList } from '../../../components/terms/TermsList';
import type { ProceedingView } from '../model/monitoring-view';

/** The proceedings tab: the court appeal and the administrative liability protocols. */
export function MonitoringProceedings({ proceedings }: { proceedings: readonly ProceedingView[] }) {
  const { t } = useTranslation('tenderMonitorings');
  if (proceedings.length === 0) {
    return <p className="tab-entries__empty">{t('proceedings.none')}</p>;
  }
  return (
    <ul className="tab-entry__cards">
      {proceedings.map((proceeding) => (
        <li key={proceeding.key} className="tab-entry__card">
          <h4 className="tab-entry__subtitle">{proceeding.title}</h4>
          <TermsList rows={proceeding.rows} />
        </li>
      ))}
    </ul>
  );
}
