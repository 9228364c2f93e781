import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { Tender } from '../../../../../contract/tender';
import { DisabledLink } from '../../../../components/ui/disabled-link/DisabledLink';
import { ExternalLink } from '../../../../components/ui/external-link/ExternalLink';
import { KeyValueList } from '../../../../components/ui/key-value-list/KeyValueList';
import { NOTICE_OF_INTENT_URL, toAwardsView } from '../../model/awards/awards-view';
import { opensFromHash } from '../../model/awards/hash-open';
import { useOutcomeTitle } from '../outcome/outcome-title';
import { TenderSection } from '../TenderSection';
import { AwardGroupItem } from './AwardGroupItem';
import { useProtocolContext } from './use-protocol-context';
import './protocols.css';

/** Spec §2 section 15: who was chosen, each award group as an accordion. */
export function AwardsSection({ tender }: { tender: Tender }) {
  const context = useProtocolContext();
  const { t } = context;
  const { hash } = useLocation();
  const view = useMemo(() => toAwardsView(tender, context), [tender, context]);
  return (
    <TenderSection section="awards" title={useOutcomeTitle('awards')}>
      <ul className="protocol-links">
        <li>
          <DisabledLink>{t('awards.openingPdf')}</DisabledLink>
        </li>
        <li>
          <DisabledLink>{t('awards.intentPdf')}</DisabledLink>
        </li>
      </ul>
      <KeyValueList
        items={[{ id: 'winnerDate', label: t('awards.winnerDate'), value: view.winnerDate }]}
      />
      <p className="protocol-notice">
        <ExternalLink href={NOTICE_OF_INTENT_URL}>{t('awards.noticeOfIntent')}</ExternalLink>
      </p>
      <div className="protocol-list">
        {view.groups.map((group) => (
          <AwardGroupItem key={group.id} group={group} open={opensFromHash(group.hashIds, hash)} />
        ))}
      </div>
    </TenderSection>
  );
}
