import { Link } from 'react-router-dom';
import type { Tender } from '../../../../../contract/tender';
import { paths } from '../../../../../contract/routes/paths';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../lib/i18n';
import { useDictionary } from '../../../../lib/use-reference-data';
import { SUBMIT_GUIDE_ARTICLE, toMarketplaceOffers } from '../../model/submit/submit-proposal';
import { MarketplaceOffers } from '../submit/MarketplaceOffers';
import { TenderSection } from '../TenderSection';
import '../submit/submit-proposal.css';

/**
 * Details section 12: where a supplier submits a proposal while the tender takes them. It lists
 * the marketplaces, so the strip of marketplaces below the page is left out meanwhile (by CSS:
 * marketplaces-slider.css).
 */
export function SubmitProposalSection({ tender }: { tender: Tender }) {
  const { t } = useTranslation('tenderDocuments');
  const lang = useLang();
  const offers = toMarketplaceOffers(useDictionary('marketplaces'), tender.tenderID, lang);
  return (
    <TenderSection section="submitProposal" title={t('submitProposal.title')}>
      <p className="submit-proposal__lead">{t('submitProposal.lead')}</p>
      <p>
        <Link to={paths.article(SUBMIT_GUIDE_ARTICLE)}>{t('submitProposal.guide')}</Link>
      </p>
      <MarketplaceOffers offers={offers} />
    </TenderSection>
  );
}
