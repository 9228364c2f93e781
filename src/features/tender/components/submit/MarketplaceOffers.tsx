import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../../components/ui/external-link/ExternalLink';
import type { MarketplaceOffer } from '../../model/submit/submit-proposal';

/**
 * The marketplaces by name, each opening this tender on that marketplace in a new tab. Names,
 * not the logos: a logo small enough for this list made its name about 7 px tall.
 */
export function MarketplaceOffers({ offers }: { offers: readonly MarketplaceOffer[] }) {
  const { t } = useTranslation('tenderDocuments');
  const headingId = useId();
  if (offers.length === 0) {
    return <p className="submit-proposal__empty">{t('submitProposal.empty')}</p>;
  }
  return (
    <>
      <h3 id={headingId} className="submit-proposal__heading">
        {t('submitProposal.marketplaces')}
      </h3>
      <ul className="submit-proposal__list" aria-labelledby={headingId}>
        {offers.map((offer) => (
          <li key={offer.code} className="submit-proposal__item">
            <ExternalLink href={offer.href} className="submit-proposal__link">
              <span className="submit-proposal__name">
                {offer.titleParts.map((part, index) => (
                  <Fragment key={index}>
                    {index > 0 ? <wbr /> : null}
                    {part}
                  </Fragment>
                ))}
              </span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </>
  );
}
