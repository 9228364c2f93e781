import { GlossaryBadge } from '../../../glossary';
import type { GlossaryGroup } from '../../../glossary';
import { useTranslation } from 'react-i18next';
import type { StatusView } from '../../model/awards/decision-view';

/** The milestone tags (24h, abnormally low price) and the status card beside an accordion. */
export function ProtocolBadges({
  group,
  status,
  has24h,
  hasAlp = false,
}: {
  /** Whose status it is: the badge opens that group's glossary entry. */
  group: Extract<GlossaryGroup, 'award' | 'qualification'>;
  status: StatusView;
  has24h: boolean;
  hasAlp?: boolean;
}) {
  const { t } = useTranslation('tenderAwards');
  return (
    <div className="protocol-badges">
      {has24h ? <span className="protocol-tag">{t('milestone.24h')}</span> : null}
      {hasAlp ? <span className="protocol-tag">{t('milestone.alp')}</span> : null}
      <GlossaryBadge group={group} status={status} />
    </div>
  );
}
