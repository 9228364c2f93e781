import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EntitySection, FieldList } from '../../entity';
import type { BuyerView } from '../model/org-view';
import { CountList, CpvTable, PartnerTable } from './OrgTables';
import { YearChart } from './YearChart';

/** The organisation as a buyer: key figures, its tenders in search, lists and the chart. */
export function BuyerSection({ buyer }: { buyer: BuyerView }) {
  const { t } = useTranslation('org');
  return (
    <EntitySection id="org-buyer" title={t('buyer.title')}>
      <p>
        <Link to={buyer.searchHref} className="org-search-link" data-testid="org-buyer-search">
          {t('buyer.tendersLink', { count: buyer.tenders })}
        </Link>
      </p>
      <FieldList rows={buyer.facts} />
      <YearChart id="org-buyer-years" title={t('buyer.years')} bars={buyer.years} />
      <div className="org-columns">
        <CountList id="org-buyer-status" title={t('buyer.byStatus')} rows={buyer.byStatus} />
        <CountList
          id="org-buyer-procedure"
          title={t('buyer.byProcedure')}
          rows={buyer.byProcedure}
        />
      </div>
      {buyer.flags.length > 0 ? (
        <>
          <CountList id="org-buyer-flags" title={t('buyer.flags')} rows={buyer.flags} />
          <p className="org-note">{t('buyer.flagsNote')}</p>
        </>
      ) : null}
      <CpvTable id="org-buyer-cpv" title={t('buyer.topCpv')} rows={buyer.topCpv} />
      <PartnerTable
        id="org-buyer-suppliers"
        title={t('buyer.topSuppliers')}
        rows={buyer.topSuppliers}
      />
    </EntitySection>
  );
}
