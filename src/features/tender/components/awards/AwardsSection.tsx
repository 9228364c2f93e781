import { useMemo } from 'react';
import { useHash } from '../../../../lib/use-hash';
import type { Tender } from '../../../../../contract/tender';
import { ExternalLink } from '../../../../components/ui/external-link/ExternalLink';
import { NOTICE_OF_INTENT_URL, awardedLots, toAwardsView } from '../../model/awards/awards-view';
import { OfficialDocumentLink } from '../../official/components/OfficialDocumentLink';
import { useOutcomeTitle } from '../outcome/outcome-title';
import { TenderSection } from '../TenderSection';
import { AwardGroupList, AwardsLot, WinnerDate } from './AwardsLot';
import { useProtocolContext } from './use-protocol-context';
import './protocols.css';

/**
 * Details section 15: who was chosen, each award group as an accordion; a tender with lots
 * shows them lot by lot (docs/decisions.md).
 */
export function AwardsSection({ tender }: { tender: Tender }) {
  const context = useProtocolContext();
  const { t } = context;
  const hash = useHash();
  const lots = useMemo(() => awardedLots(tender), [tender]);
  const byLot = lots.length > 0;
  // With lots, each lot's part is made by its own component (AwardsLot).
  const view = useMemo(
    () => (byLot ? undefined : toAwardsView(tender, context)),
    [byLot, tender, context],
  );
  return (
    <TenderSection section="awards" title={useOutcomeTitle('awards')}>
      <ul className="protocol-links">
        <li>
          <OfficialDocumentLink
            tender={tender}
            document="opening"
            unavailable={t('awards.openingPdf')}
          />
        </li>
        <li>
          <OfficialDocumentLink
            tender={tender}
            document="intent"
            unavailable={t('awards.intentPdf')}
          />
        </li>
      </ul>
      {view ? <WinnerDate value={view.winnerDate} /> : null}
      <p className="protocol-notice">
        <ExternalLink href={NOTICE_OF_INTENT_URL}>{t('awards.noticeOfIntent')}</ExternalLink>
      </p>
      {view ? (
        <AwardGroupList groups={view.groups} hash={hash} />
      ) : (
        lots.map((awarded) => (
          <AwardsLot key={awarded.lot.id} tender={tender} awarded={awarded} hash={hash} />
        ))
      )}
    </TenderSection>
  );
}
