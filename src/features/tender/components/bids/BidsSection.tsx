import { useMemo } from 'react';
import type { Tender } from '../../../../../contract/tender';
import { DisabledLink } from '../../../../components/ui/disabled-link/DisabledLink';
import { KeyValueList } from '../../../../components/ui/key-value-list/KeyValueList';
import { toBidRegisterView } from '../../model/bids/bid-register';
import { OfficialDocumentLink } from '../../official/components/OfficialDocumentLink';
import { useWholeTender } from '../../partial-tender';
import { useOutcomeTitle } from '../outcome/outcome-title';
import { TenderSection } from '../TenderSection';
import { BidAccordion } from './BidAccordion';
import { BidComparison } from './BidComparison';
import { useBidsContext } from './use-bids-context';
import './bids.css';

/** Details section 13: the disclosure date, the disabled links, the comparison, one row per bid. */
export function BidsSection({ tender: page }: { tender: Tender }) {
  const context = useBidsContext();
  const tender = useWholeTender(page);
  const { t } = context;
  const view = useMemo(() => toBidRegisterView(tender, context), [tender, context]);
  const date = view.disclosureDateTime ? (
    <time dateTime={view.disclosureDateTime}>{view.disclosureDate}</time>
  ) : (
    view.disclosureDate
  );
  return (
    <TenderSection section="bids" title={useOutcomeTitle('bids')}>
      <KeyValueList items={[{ id: 'disclosure', label: t('disclosureDate'), value: date }]} />
      <ul className="bid-register__links" aria-label={t('links.label')}>
        <li>
          <DisabledLink>{t('links.auction')}</DisabledLink>
        </li>
        <li>
          <OfficialDocumentLink
            tender={tender}
            document="register"
            unavailable={t('links.registerPdf')}
          />
        </li>
        <li>
          <DisabledLink hint={t('links.initialOffersHint')}>
            {t('links.initialOffers')}
          </DisabledLink>
        </li>
      </ul>
      {view.comparisons.map((comparison) => (
        <BidComparison key={comparison.key} view={comparison} />
      ))}
      <div className="bid-register__list">
        {view.rows.map((row) => (
          <BidAccordion key={row.id} row={row} tender={tender} />
        ))}
      </div>
    </TenderSection>
  );
}
