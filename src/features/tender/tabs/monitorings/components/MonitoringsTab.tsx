import '../locales';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { TenderMonitoringsAnswer } from '../../../../../../contract/tender-tabs';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../../lib/i18n';
import { useLabel } from '../../../../../lib/use-reference-data';
import { useTender } from '../../../hooks';
import { TabLoadFailed } from '../../TabLoadFailed';
import { useTenderTabData } from '../../tab-data';
import { toMonitoringsView } from '../model/monitoring-view';
import { MonitoringEntry } from './MonitoringEntry';
import './tab-entries.css';
import { useTabTitleId } from '../../tab-title';

/** The monitoring tab: the state audit service's monitorings of the tender. */
export function MonitoringsTab() {
  const titleId = useTabTitleId('monitorings');
  const { t } = useTranslation('tenderMonitorings');
  const { answer, failed } = useTenderTabData<TenderMonitoringsAnswer>();
  const tender = useTender();
  const key = useParams().id ?? tender.tenderID;
  const lang = useLang();
  const label = useLabel();
  const monitorings = useMemo(
    () =>
      toMonitoringsView(answer.data, {
        lang,
        label,
        t,
        tender: { key, tenderID: tender.tenderID },
      }),
    [answer, lang, label, t, key, tender.tenderID],
  );
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="tab-entries__title">
        {t('title')}
      </h2>
      {failed ? <TabLoadFailed /> : null}
      {monitorings.length === 0 ? (
        <p className="tab-entries__empty">{t('empty')}</p>
      ) : (
        <ul className="tab-entries" aria-label={t('listLabel')}>
          {monitorings.map((monitoring) => (
            <li key={monitoring.key}>
              <MonitoringEntry monitoring={monitoring} open={monitorings.length === 1} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
