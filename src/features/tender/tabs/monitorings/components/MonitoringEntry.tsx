import { GlossaryBadge } from '../../../../glossary';
import { Link } from 'react-router-dom';
import { Accordion } from '../../../../../components/ui/accordion/Accordion';
import { ClampText } from '../../../../../components/ui/clamp-text/ClampText';
import { ExternalLink } from '../../../../../components/ui/external-link/ExternalLink';
import { KeyValueList } from '../../../../../components/ui/key-value-list/KeyValueList';
import { Tabs } from '../../../../../components/ui/tabs/Tabs';
import { useTranslation } from 'react-i18next';
import { TermsList } from '../../../components/terms/TermsList';
import type { MonitoringView } from '../model/monitoring-view';
import { EntryDocuments } from './EntryDocuments';
import { MonitoringConclusion } from './MonitoringConclusion';
import { MonitoringProceedings } from './MonitoringProceedings';
import { MonitoringRequests } from './MonitoringRequests';
import { MonitoringResult } from './MonitoringResult';

/** One monitoring: its head facts, the decision, and its tabs. */
export function MonitoringEntry({
  monitoring,
  open,
}: {
  monitoring: MonitoringView;
  open: boolean;
}) {
  const { t } = useTranslation('tenderMonitorings');
  return (
    <Accordion
      id={monitoring.anchor}
      title={<span className="tab-entry__heading-text">{monitoring.title}</span>}
      aside={<GlossaryBadge group="monitoring" status={monitoring.status} />}
      defaultOpen={open}
      lazy
    >
      <TermsList rows={monitoring.rows} />
      <KeyValueList
        items={[
          {
            id: 'tender',
            label: t('fields.tender'),
            value: <Link to={monitoring.tenderLink.to}>{monitoring.tenderLink.text}</Link>,
          },
          {
            id: 'audit',
            label: t('fields.auditPage'),
            value: monitoring.auditPage ? (
              <ExternalLink href={monitoring.auditPage.href}>
                {monitoring.auditPage.text}
              </ExternalLink>
            ) : null,
          },
        ]}
      />
      {monitoring.decision.description ? (
        <section className="tab-entry__block">
          <h4 className="tab-entry__subtitle">{t('fields.decision')}</h4>
          <ClampText text={monitoring.decision.description} />
        </section>
      ) : null}
      <EntryDocuments
        documents={monitoring.decision.documents}
        title={t('fields.decisionDocuments')}
      />
      {monitoring.cancellation ? (
        <section className="tab-entry__notice tab-entry__notice--cancelled">
          <h4 className="tab-entry__subtitle">{t('cancellation.title')}</h4>
          {monitoring.cancellation.description ? (
            <p className="tab-entry__text">{monitoring.cancellation.description}</p>
          ) : null}
          <TermsList rows={monitoring.cancellation.rows} />
        </section>
      ) : null}
      <div className="tab-entry__block">
        <Tabs
          label={t('tabsLabel', { title: monitoring.title })}
          tabs={[
            {
              id: 'conclusion',
              label: t('tabs.conclusion'),
              content: <MonitoringConclusion conclusion={monitoring.conclusion} />,
            },
            {
              id: 'requests',
              label: t('tabs.requests'),
              content: <MonitoringRequests requests={monitoring.requests} />,
            },
            {
              id: 'result',
              label: t('tabs.result'),
              content: <MonitoringResult result={monitoring.result} />,
            },
            {
              id: 'proceedings',
              label: t('tabs.proceedings'),
              content: <MonitoringProceedings proceedings={monitoring.proceedings} />,
            },
          ]}
        />
      </div>
    </Accordion>
  );
}
