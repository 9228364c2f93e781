import '../../tender-texts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClampText } from '../../../../components/ui/clamp-text/ClampText';
import { CopyButton } from '../../../../components/ui/copy-button/CopyButton';
import { ExternalLink } from '../../../../components/ui/external-link/ExternalLink';
import { StatusBadge } from '../../../../components/ui/status-badge/StatusBadge';
import { GlossaryTerm } from '../../../glossary';
import { LazySaveToggle } from '../../../saved';
import type { TenderHeadView } from '../../model/tender-view';
import { TenderSummary } from '../TenderSummary';
import './head.css';

/** A title longer than this many lines is cut, with 'more' (UA-2020-01-20-001169-c: 1,538 characters). */
const TITLE_LINES = 4;

/**
 * The notice about the new design, the title, the id, the status, the key figures and, under
 * them, the red flags.
 */
export function TenderHead({ head, flags }: { head: TenderHeadView; flags?: ReactNode }) {
  const { t } = useTranslation(['tenderHead', 'tender']);
  return (
    <header className="tender-head">
      <p className="tender-head__notice">
        {t('tender:notice')} <ExternalLink href={head.oldDesignUrl}>{t('oldDesign')}</ExternalLink>
      </p>
      <ClampText
        text={head.title}
        lines={TITLE_LINES}
        heading={{ level: 1, className: 'tender-head__title', children: <bdi>{head.title}</bdi> }}
      />
      <p className="tender-head__id">
        <span className="tender-head__id-label">{t('tender:tenderId')}</span>{' '}
        <span className="tender-head__id-code">
          <span className="tender-head__id-value">{head.tenderID}</span>
          <CopyButton value={head.tenderID} label={t('copyId')} />
        </span>
      </p>
      <dl className="tender-head__facts">
        <div className="tender-head__fact">
          <dt className="visually-hidden">{t('status')}</dt>
          <dd>
            <GlossaryTerm group="tender" code={head.status.code}>
              <StatusBadge status={head.status.code} label={head.status.label} />
            </GlossaryTerm>
          </dd>
        </div>
        <div className="tender-head__fact">
          <dt className="visually-hidden">{t('procedureType')}</dt>
          <dd>
            <GlossaryTerm group="procedure" code={head.procedureCode}>
              {head.procedureType}
            </GlossaryTerm>
          </dd>
        </div>
        <div className="tender-head__fact tender-head__fact--as-of">
          <dt>{t('asOf')}</dt>
          <dd>
            <time dateTime={head.asOf.iso}>{head.asOf.text}</time>
          </dd>
        </div>
      </dl>
      <div className="tender-head__save">
        <LazySaveToggle tenderId={head.tenderID} />
      </div>
      <TenderSummary head={head} />
      {flags}
    </header>
  );
}
