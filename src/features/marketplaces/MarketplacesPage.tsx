import { useLoaderData } from 'react-router-dom';
import { useLang, useTranslation } from '../../lib/i18n';
import { useDictionary } from '../../lib/use-reference-data';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { MarketplaceLoaderData } from './loader';
import { findMarketplace, toMarketplaces } from './model/marketplaces';
import type { MarketplaceView } from './model/marketplaces';
import './marketplaces.css';

/** /majdanchiki-{slug}: one marketplace, or all of them for 'prozorro'. */
export function MarketplacesPage() {
  const { t } = useTranslation('marketplaces');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const { slug } = useLoaderData<MarketplaceLoaderData>();
  const all = toMarketplaces(useDictionary('marketplaces'), lang);
  const one = findMarketplace(all, slug);
  const title = one ? t('titleOne', { name: one.title }) : t('title');
  useDocumentTitle(
    one ? { text: one.title, label: (name) => t('titleOne', { name }) } : t('title'),
  );
  const shown = one ? [one] : all;
  return (
    <div className="page">
      <h1>{title}</h1>
      <p>{t('lead')}</p>
      {shown.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="marketplaces">
          {shown.map((marketplace) => (
            <li key={marketplace.code} className="marketplaces__item">
              <MarketplaceCard marketplace={marketplace} websiteLabel={t('website')} />
            </li>
          ))}
        </ul>
      )}
      <p className="page__note">{tc('comingSoon')}</p>
    </div>
  );
}

function MarketplaceCard({
  marketplace,
  websiteLabel,
}: {
  marketplace: MarketplaceView;
  websiteLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {marketplace.image ? (
        <img
          className="marketplaces__logo"
          src={marketplace.image}
          alt=""
          width="120"
          height="48"
          loading="lazy"
        />
      ) : null}
      <h2 className="marketplaces__name">{marketplace.title}</h2>
      {marketplace.website ? (
        <a href={marketplace.website} target="_blank" rel="noopener noreferrer">
          {websiteLabel}
          <span className="visually-hidden"> ({t('footer.newWindow')})</span>
        </a>
      ) : null}
    </>
  );
}
