import { Accordion } from '../../../../components/ui/accordion/Accordion';
import { DisabledLink } from '../../../../components/ui/disabled-link/DisabledLink';
import { Tabs } from '../../../../components/ui/tabs/Tabs';
import { useTranslation } from 'react-i18next';
import type { BidderView } from '../../model/qualifications/qualifications-view';
import { DecisionBlock } from '../awards/DecisionBlock';
import { ProtocolBadges } from '../awards/ProtocolBadges';

/** One bidder of the protocol of proposals: name and code in the header, its decisions inside. */
export function BidderItem({ bidder, open }: { bidder: BidderView; open: boolean }) {
  const { t } = useTranslation('tenderAwards');
  return (
    <Accordion
      id={bidder.id}
      defaultOpen={open}
      title={
        <span className="protocol-title">
          <bdi className="protocol-title__name">{bidder.name}</bdi>
          <span className="protocol-title__code">{bidder.identifier}</span>
        </span>
      }
      aside={<ProtocolBadges group="qualification" status={bidder.status} has24h={bidder.has24h} />}
    >
      <div className="protocol-tabs">
        <Tabs
          label={t('tabs.label', { name: bidder.name })}
          tabs={[
            {
              id: 'details',
              label: t('tabs.details'),
              content: bidder.decisions.map((decision) => (
                <DecisionBlock key={decision.key} decision={decision} group="qualification" />
              )),
            },
          ]}
        />
      </div>
      <p className="protocol-notice">
        <DisabledLink>{t('qualifications.proposalDocuments')}</DisabledLink>
      </p>
    </Accordion>
  );
}
