import './locales';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { useLang } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDictionary } from '../../lib/use-reference-data';
import { Banners } from './components/Banners';
import { HomeSearch } from './components/HomeSearch';
import { HomeSections } from './components/HomeSections';
import { NewsPreview } from './components/NewsPreview';
import { NumbersToday } from './components/NumbersToday';
import { UsefulLinks } from './components/UsefulLinks';
import { toBanners } from './model/banners';
import { homeSections } from './model/home-sections';
import { toNewsPreview } from './model/news-preview';
import type { HomeData } from './loader';
import { useNumbersToday } from './use-numbers-today';
import './home.css';

/** Home: search, today's numbers, banners, sections, the newest articles, useful links. */
export function HomePage() {
  const { t } = useTranslation('home');
  const lang = useLang();
  useDocumentTitle(undefined);
  const banners = toBanners(useDictionary('banner'), lang);
  const news = toNewsPreview(useDictionary('article'), useDictionary('group'), lang);
  const numbers = useNumbersToday(useLoaderData<HomeData>());
  const sections = homeSections(numbers.stats);
  return (
    <div className="page home">
      <h1 className="home__title">{t('title')}</h1>
      <p className="home__lead">{t('lead')}</p>
      <HomeSearch />
      <NumbersToday numbers={numbers} />
      <Banners banners={banners} />
      <HomeSections sections={sections} />
      <NewsPreview items={news} />
      <UsefulLinks />
    </div>
  );
}
