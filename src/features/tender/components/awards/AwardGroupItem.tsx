import { Accordion } from '../../../../components/ui/accordion/Accordion';
import { OrgProfileLink } from '../../../../components/org-profile-link/OrgProfileLink';
import { Tabs } from '../../../../components/ui/tabs/Tabs';
import { useTranslation } from 'react-i18next';
import type { AwardGroupView } from '../../model/awards/awards-view';
import { DecisionBlock } from './DecisionBlock';
import { OfferDetails } from './OfferDetails';
import { ProtocolBadges } from './ProtocolBadges';

/** One award group: supplier, code and price in the header; the decisions and the offer inside. */
export function AwardGroupItem({
  group,
  open,
  level = 3,
}: {
  group: AwardGroupView;
  open: boolean;
  /** The header's heading level: 4 under a lot's heading. */
  level?: 3 | 4;
}) {
  const { t } = useTranslation('tenderAwards');
  return (
    <Accordion
      id={group.id}
      level={level}
      defaultOpen={open}
      title={
        <span className="protocol-title">
          <bdi className="protocol-title__name">{group.name}</bdi>
          <span className="protocol-title__code">{group.identifier}</span>
          <span className="protocol-title__price">{group.price}</span>
        </span>
      }
      aside={
        <ProtocolBadges
          group="award"
          status={group.status}
          has24h={group.has24h}
          hasAlp={group.hasAlp}
        />
      }
    >
      {group.supplierCode ? (
        <p className="protocol-profile">
          <OrgProfileLink code={group.supplierCode} />
        </p>
      ) : null}
      <div className="protocol-tabs">
        <Tabs
          label={t('tabs.label', { name: group.name })}
          tabs={[
            {
              id: 'details',
              label: t('tabs.details'),
              content: group.decisions.map((decision) => (
                <DecisionBlock key={decision.key} decision={decision} group="award" />
              )),
            },
            { id: 'offer', label: t('tabs.offer'), content: <OfferDetails group={group} /> },
          ]}
        />
      </div>
    </Accordion>
  );
}
