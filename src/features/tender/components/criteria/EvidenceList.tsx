import { useTranslation } from 'react-i18next';
import { DocumentLink } from '../../../../components/ui/document-link/DocumentLink';
import type { EvidenceView } from '../../model/criteria/requirement-view';

/** The evidences a requirement accepts: type ('заява' / 'документ'), title, description, file. */
export function EvidenceList({ evidences }: { evidences: readonly EvidenceView[] }) {
  const { t } = useTranslation('tenderCriteria');
  return (
    <ul className="evidence-list">
      {evidences.map((evidence) => (
        <li key={evidence.key} className="evidence-list__item">
          <span className="evidence-list__type">{evidence.type}</span>
          {evidence.title ? <bdi className="evidence-list__title">{evidence.title}</bdi> : null}
          {evidence.description ? (
            <span className="evidence-list__description">{evidence.description}</span>
          ) : null}
          {evidence.document ? (
            <span className="evidence-list__document">
              <span className="evidence-list__label">{t('evidence.relatedDocument')}</span>
              <DocumentLink document={evidence.document} />
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
