import { ClampText } from '../../../../../components/ui/clamp-text/ClampText';
import { useTranslation } from 'react-i18next';
import { TermsList } from '../../../components/terms/TermsList';
import type { ConclusionView } from '../model/monitoring-view';
import { EntryDocuments } from './EntryDocuments';

/** The conclusion tab: whether violations occurred, which, the findings and obligations. */
export function MonitoringConclusion({ conclusion }: { conclusion: ConclusionView | undefined }) {
  const { t } = useTranslation('tenderMonitorings');
  if (!conclusion) return <p className="tab-entries__empty">{t('conclusion.none')}</p>;
  return (
    <>
      {conclusion.violations.length > 0 ? (
        <section className="tab-entry__block">
          <h4 className="tab-entry__subtitle">{t('conclusion.violations')}</h4>
          <ul className="tab-entry__list">
            {conclusion.violations.map((violation, index) => (
              <li key={index}>{violation}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <TermsList rows={conclusion.rows} />
      {conclusion.texts.map((entry) => (
        <section key={entry.id} className="tab-entry__block">
          <h4 className="tab-entry__subtitle">{entry.label}</h4>
          <ClampText text={entry.text} />
        </section>
      ))}
      <EntryDocuments documents={conclusion.documents} title={t('conclusion.documents')} />
    </>
  );
}
