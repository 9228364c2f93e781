import { ClampText } from '../../../../components/ui/clamp-text/ClampText';
import { useTranslation } from 'react-i18next';
import { DocumentVersion } from '../../components/documents/DocumentVersion';
import type { ObjectionView } from './model/objection-view';

/** The justification tab: each argument with its evidences (and the documents they cite). */
export function ObjectionJustification({ objection }: { objection: ObjectionView }) {
  const { t } = useTranslation('tenderComplaints');
  if (objection.justification.length === 0) {
    return <p className="tab-entry__muted">{t('objection.noJustification')}</p>;
  }
  return (
    <ol className="objection__arguments">
      {objection.justification.map((argument) => (
        <li key={argument.key}>
          <ClampText text={argument.description} />
          {argument.evidences.length === 0 ? null : (
            <ul className="objection__evidences" aria-label={t('objection.evidence')}>
              {argument.evidences.map((evidence) => (
                <li key={evidence.key}>
                  <bdi className="objection__evidence-title">{evidence.title}</bdi>
                  {evidence.description ? <p>{evidence.description}</p> : null}
                  {evidence.document ? <DocumentVersion version={evidence.document} /> : null}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The requirements tab: the remedies asked for, named by requested_remedies_types. */
export function ObjectionRequirements({ objection }: { objection: ObjectionView }) {
  const { t } = useTranslation('tenderComplaints');
  if (objection.requirements.length === 0) {
    return <p className="tab-entry__muted">{t('objection.noRequirements')}</p>;
  }
  return (
    <ul className="objection__remedies">
      {objection.requirements.map((remedy) => (
        <li key={remedy.key}>
          <strong>{remedy.type}</strong>
          {remedy.description ? <ClampText text={remedy.description} /> : null}
        </li>
      ))}
    </ul>
  );
}
