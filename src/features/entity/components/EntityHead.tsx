import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button/CopyButton';
import { StatusBadge } from '../../../components/ui/status-badge/StatusBadge';
import { GlossaryBadge } from '../../glossary';
import type { EntityHeadView } from '../model/fields';

/** The title, the human id with its copy button, the status (opening its glossary entry), and the test mark. */
export function EntityHead({ head }: { head: EntityHeadView }) {
  const { t } = useTranslation('entities');
  return (
    <header className="entity-head">
      <h1 className="entity-head__title">
        <bdi>{head.title}</bdi>
      </h1>
      <p className="entity-head__id">
        <span>{head.idLabel}</span>{' '}
        <span className="entity-head__id-code">
          <span className="entity-head__id-value">{head.id}</span>
          <CopyButton value={head.id} label={t('copyId')} />
        </span>
      </p>
      <dl className="entity-head__facts">
        <div className="entity-head__fact">
          <dt className="visually-hidden">{t('status')}</dt>
          <dd>
            {head.status.glossary ? (
              <GlossaryBadge group={head.status.glossary} status={head.status} />
            ) : (
              <StatusBadge status={head.status.code} label={head.status.label} />
            )}
          </dd>
        </div>
      </dl>
      {head.test ? (
        <p className="entity-head__test">
          <span className="entity-head__test-badge">{head.test.badge}</span> {head.test.note}
        </p>
      ) : null}
    </header>
  );
}
