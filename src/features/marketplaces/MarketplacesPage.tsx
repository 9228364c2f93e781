import './locales';
import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../lib/i18n';
import { useDictionary } from '../../lib/use-reference-data';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LevelFilter } from './components/LevelFilter';
import { LevelsExplained } from './components/LevelsExplained';
import { MarketplaceCard } from './components/MarketplaceCard';
import type { MarketplaceLoaderData } from './loader';
import { marketplacePath } from '../../../contract/routes/paths';
import { ALL_MARKETPLACES_SLUG } from './model/marketplaces';
import { marketplacesPageView } from './model/page-view';
import './marketplaces.css';

/** /majdanchiki-{slug}: all marketplaces for 'prozorro' (with a level filter), else one. */
export function MarketplacesPage() {
  const { t } = useTranslation('marketplaces');
  const lang = useLang();
  const { slug } = useLoaderData<MarketplaceLoaderData>();
  const [search] = useSearchParams();
  const view = marketplacesPageView({
    slug,
    marketplaces: useDictionary('marketplaces'),
    levels: useDictionary('marketplace_accreditation_levels'),
    authMethods: useDictionary('marketplace_auth_methods'),
    search,
    lang,
  });
  const { one } = view;
  useDocumentTitle(
    one ? { text: one.title, label: (name) => t('titleOne', { name }) } : t('title'),
  );
  return (
    <div className="page marketplaces-page">
      <h1>{one ? t('titleOne', { name: one.title }) : t('title')}</h1>
      <p className="marketplaces-page__lead">{t('lead')}</p>
      {one ? (
        <p>
          <Link to={marketplacePath(ALL_MARKETPLACES_SLUG)}>
            {t('allLink', { total: view.total })}
          </Link>
        </p>
      ) : null}
      <section aria-labelledby="marketplaces-list-title">
        <h2 id="marketplaces-list-title" className={one ? 'visually-hidden' : undefined}>
          {t('listTitle')}
        </h2>
        {view.filter.length > 0 ? <LevelFilter options={view.filter} /> : null}
        {one ? null : (
          <p className="marketplaces-page__count" role="status">
            {t('shown', { count: view.shown.length, total: view.total })}
          </p>
        )}
        {view.shown.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ul className="marketplaces">
            {view.shown.map((marketplace) => (
              <li key={marketplace.code} className="marketplaces__item">
                <MarketplaceCard marketplace={marketplace} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <LevelsExplained levels={view.levels} />
    </div>
  );
}
