import { Link } from 'react-router-dom';
import { marketplacePath } from '../../../contract/routes/paths';
import { ALL_MARKETPLACES_SLUG, toMarketplaceCards } from '../../features/marketplaces';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../lib/i18n';
import { useDictionary } from '../../lib/use-reference-data';
import './marketplaces-slider.css';

/**
 * A horizontally scrolling strip of the authorised marketplaces (CSS scroll snap, no JS). The
 * strip itself takes focus, so arrow keys scroll it; each card opens the marketplace's entry.
 * Left out (by CSS, so also before and without scripts) while the page itself lists the
 * marketplaces: a tender's submit block.
 */
export function MarketplacesSlider() {
  const { t } = useTranslation();
  const lang = useLang();
  const marketplaces = toMarketplaceCards(useDictionary('marketplaces'), lang);
  if (marketplaces.length === 0) return null;
  return (
    <section className="mp-slider" aria-labelledby="mp-slider-title">
      <div className="mp-slider__head">
        <h2 id="mp-slider-title" className="mp-slider__title">
          {t('marketplaces.title')}
        </h2>
        <Link className="mp-slider__all" to={marketplacePath(ALL_MARKETPLACES_SLUG)}>
          {t('marketplaces.all')}
        </Link>
      </div>
      <div
        className="mp-slider__scroller"
        role="region"
        aria-label={t('marketplaces.scroller')}
        tabIndex={0}
      >
        <ul className="mp-slider__list">
          {marketplaces.map((marketplace) => (
            <li key={marketplace.code} className="mp-slider__item">
              <Link className="mp-slider__link" to={marketplacePath(marketplace.slug)}>
                {marketplace.image ? (
                  <img
                    className="mp-slider__logo"
                    src={marketplace.image}
                    alt=""
                    width="120"
                    height="48"
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
                <span className="mp-slider__name">{marketplace.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
