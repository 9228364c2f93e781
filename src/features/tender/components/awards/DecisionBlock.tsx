import { GlossaryBadge } from '../../../glossary';
import type { GlossaryGroup } from '../../../glossary';
import { useTranslation } from 'react-i18next';
import type { DecisionView } from '../../model/awards/decision-view';
import { DocumentItems } from '../documents/DocumentItems';
import { TermsList } from '../terms/TermsList';
import '../documents/tender-documents.css';

/** One qualification or award decision: its facts, milestones and documents. */
export function DecisionBlock({
  decision,
  group,
}: {
  decision: DecisionView;
  /** Whose decision it is: its badge opens that group's glossary entry. */
  group: Extract<GlossaryGroup, 'award' | 'qualification'>;
}) {
  const { t } = useTranslation('tenderAwards');
  return (
    <article id={decision.anchorId} className="protocol-decision">
      <div className="protocol-decision__head">
        <h4 className="protocol-decision__heading">{decision.heading}</h4>
        <GlossaryBadge group={group} status={decision.status} />
      </div>
      <TermsList rows={decision.rows} />
      {decision.milestones.length > 0 ? (
        <>
          <h5 className="protocol-decision__subheading">{t('decision.milestones')}</h5>
          <ul className="protocol-decision__milestones">
            {decision.milestones.map((milestone) => (
              <li key={milestone.key}>
                <span className="protocol-tag">{milestone.label}</span>
                {milestone.due ? (
                  <time className="protocol-decision__due" dateTime={milestone.due.dateTime}>
                    {milestone.due.text}
                  </time>
                ) : null}
                {milestone.description ? (
                  <p className="protocol-decision__text">{milestone.description}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h5 className="protocol-decision__subheading">{t('decision.documents')}</h5>
      {decision.documents.length > 0 ? (
        <ul className="tender-documents__list">
          <DocumentItems documents={decision.documents} />
        </ul>
      ) : (
        <p className="protocol-decision__empty">{t('decision.noDocuments')}</p>
      )}
    </article>
  );
}
