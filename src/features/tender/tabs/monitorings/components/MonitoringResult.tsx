import { ClampText } from '../../../../../components/ui/clamp-text/ClampText';
import { useTranslation } from 'react-i18next';
import { TermsList } from '../../../components/terms/TermsList';
import type { ResultView } from '../model/monitoring-view';
import { EntryDocuments } from './EntryDocuments';

/** The result tab: the buyer's elimination report and the auditors' resolution on it. */
export function MonitoringResult({ result }: { result: ResultView | undefined }) {
  const { t } = useTranslation('tenderMonitorings');
  if (!result) return <p className="tab-entries__empty">{t('result.none')}</p>;
  const { report, resolution } = result;
  return (
    <>
      <section className="tab-entry__block">
        <h4 className="tab-entry__subtitle">{t('result.report')}</h4>
        {report.description ? <ClampText text={report.description} /> : null}
        <TermsList rows={report.rows} />
        <EntryDocuments documents={report.documents} level={5} />
      </section>
      {resolution ? (
        <section className="tab-entry__block">
          <h4 className="tab-entry__subtitle">{t('result.resolution')}</h4>
          {resolution.description ? <ClampText text={resolution.description} /> : null}
          <TermsList rows={resolution.rows} />
          {resolution.byType.length > 0 ? (
            <>
              <h5 className="tab-entry__subtitle">{t('result.byType')}</h5>
              <TermsList rows={resolution.byType} />
            </>
          ) : null}
          <EntryDocuments documents={resolution.documents} level={5} />
        </section>
      ) : null}
    </>
  );
}
