import { useMemo } from 'react';
import { useHash } from '../../../../lib/use-hash';
import type { Tender } from '../../../../../contract/tender';
import { DisabledLink } from '../../../../components/ui/disabled-link/DisabledLink';
import { KeyValueList } from '../../../../components/ui/key-value-list/KeyValueList';
import { opensFromHash } from '../../model/awards/hash-open';
import { toQualificationsView } from '../../model/qualifications/qualifications-view';
import { useProtocolContext } from '../awards/use-protocol-context';
import { useOutcomeTitle } from '../outcome/outcome-title';
import { TenderSection } from '../TenderSection';
import { BidderItem } from './BidderItem';
import '../awards/protocols.css';

/** Details section 14: the bidders with qualification decisions, each as an accordion. */
export function QualificationsSection({ tender }: { tender: Tender }) {
  const context = useProtocolContext();
  const { t } = context;
  const hash = useHash();
  const view = useMemo(() => toQualificationsView(tender, context), [tender, context]);
  const published = view.publicationDate;
  return (
    <TenderSection section="qualifications" title={useOutcomeTitle('qualifications')}>
      <p className="protocol-notice">
        <DisabledLink>{t('qualifications.protocolPdf')}</DisabledLink>
      </p>
      {published ? (
        <KeyValueList
          items={[
            {
              id: 'publicationDate',
              label: t('qualifications.publicationDate'),
              value: <time dateTime={published.dateTime}>{published.text}</time>,
            },
          ]}
        />
      ) : null}
      <div className="protocol-list">
        {view.bidders.map((bidder) => (
          <BidderItem key={bidder.id} bidder={bidder} open={opensFromHash(bidder.hashIds, hash)} />
        ))}
      </div>
    </TenderSection>
  );
}
