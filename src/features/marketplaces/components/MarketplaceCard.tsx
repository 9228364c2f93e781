import '../locales';
import { ExternalLink } from '../../../components/ui/external-link/ExternalLink';
import { useTranslation } from 'react-i18next';
import { levelAnchor } from '../model/level-filter';
import type { MarketplaceView } from '../model/marketplaces';

/** One marketplace: logo, name, its website (new tab), accreditation levels and auth methods. */
export function MarketplaceCard({ marketplace }: { marketplace: MarketplaceView }) {
  const { t } = useTranslation('marketplaces');
  const headingId = `marketplace-${marketplace.slug}`;
  return (
    <article className="marketplace" aria-labelledby={headingId}>
      {marketplace.image ? (
        <img
          className="marketplace__logo"
          src={marketplace.image}
          alt=""
          width="240"
          height="80"
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <h3 id={headingId} className="marketplace__name">
        <bdi>{marketplace.title}</bdi>
      </h3>
      {marketplace.website ? (
        <ExternalLink className="marketplace__site" href={marketplace.website}>
          {t('website')}
        </ExternalLink>
      ) : null}
      <dl className="marketplace__facts">
        <dt>{t('levels')}</dt>
        <dd>
          {marketplace.levels.length === 0 ? (
            t('none')
          ) : (
            <ul className="marketplace__levels">
              {marketplace.levels.map((level) => (
                <li key={level.id}>
                  {/* The level's number under "Рівні акредитації"; its name for a screen reader. */}
                  <a
                    className="marketplace__level"
                    href={`#${levelAnchor(level.id)}`}
                    aria-label={level.name}
                  >
                    {level.id}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{t('authMethods')}</dt>
        <dd>
          {marketplace.authMethods.length === 0 ? (
            t('none')
          ) : (
            <ul className="marketplace__list">
              {marketplace.authMethods.map((method) => (
                <li key={method}>{method}</li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </article>
  );
}
