import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EntitySection, FieldList } from '../../entity';
import type { BidderView } from '../model/org-view';
import { CpvTable, PartnerTable } from './OrgTables';
import { YearChart } from './YearChart';

/** The organisation as a bidder and supplier: bids, wins, value won, buyers, the chart. */
export function BidderSection({ bidder }: { bidder: BidderView }) {
  const { t } = useTranslation('org');
  return (
    <EntitySection id="org-bidder" title={t('bidder.title')}>
      <p>
        <Link to={bidder.searchHref} className="org-search-link">
          {t('bidder.tendersLink')}
        </Link>
      </p>
      <FieldList rows={bidder.facts} />
      <p className="org-note">{t('bidder.perLot')}</p>
      <YearChart
        id="org-bidder-years"
        title={t('bidder.years')}
        bars={bidder.years}
        secondLabel={t('chart.won')}
      />
      <CpvTable id="org-bidder-cpv" title={t('bidder.topCpv')} rows={bidder.topCpv} />
      <PartnerTable id="org-bidder-buyers" title={t('bidder.topBuyers')} rows={bidder.topBuyers} />
    </EntitySection>
  );
}
