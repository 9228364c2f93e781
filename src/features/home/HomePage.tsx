import { useTranslation } from '../../lib/i18n';
import { Form, Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SEARCH_SECTIONS } from '../../../contract/api';
import './home.css';

export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(undefined);
  return (
    <div className="page home">
      <h1 className="home__title">{t('title')}</h1>
      <p className="home__lead">{t('lead')}</p>
      <Form className="search-box" role="search" method="get" action={paths.search('tender')}>
        <label className="search-box__label" htmlFor="home-search">
          {t('searchLabel')}
        </label>
        <div className="search-box__row">
          <input
            id="home-search"
            className="search-box__input"
            type="search"
            name="text"
            placeholder={t('searchPlaceholder')}
          />
          <button className="button" type="submit">
            {t('searchButton')}
          </button>
        </div>
      </Form>
      <section aria-labelledby="home-sections">
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
    </div>
  );
}
