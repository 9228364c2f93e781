import { Link } from 'react-router-dom';
import { SEARCH_SECTIONS } from '../../../contract/api';
import { paths } from '../../app/paths';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDictionary } from '../../lib/use-reference-data';
import { Banners } from './components/Banners';
import { HomeSearch } from './components/HomeSearch';
import { NewsPreview } from './components/NewsPreview';
import { NumbersToday } from './components/NumbersToday';
import { UsefulLinks } from './components/UsefulLinks';
import { toBanners } from './model/banners';
import { toNewsPreview } from './model/news-preview';
import './home.css';

/** Home: search, today's numbers, banners, sections, the newest articles, useful links. */
export function HomePage() {
  const { t } = useTranslation('home');
  const lang = useLang();
  useDocumentTitle(undefined);
  const banners = toBanners(useDictionary('banner'), lang);
  const news = toNewsPreview(useDictionary('article'), useDictionary('group'), lang);
  return (
    <div className="page home">
      <h1 className="home__title">{t('title')}</h1>
      <p className="home__lead">{t('lead')}</p>
      <HomeSearch />
      <NumbersToday />
      <Banners banners={banners} />
      <section className="home-block" aria-labelledby="home-sections">
        <h2 id="home-sections">{t('sectionsTitle')}</h2>
        <ul className="home__sections">
          {SEARCH_SECTIONS.map((section) => (
            <li key={section}>
              <Link className="home__section" to={paths.search(section)}>
                {t(`sections.${section}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link className="home__section" to={paths.news}>
              {t('sections.news')}
            </Link>
          </li>
        </ul>
      </section>
      <NewsPreview items={news} />
      <UsefulLinks />
    </div>
  );
}
