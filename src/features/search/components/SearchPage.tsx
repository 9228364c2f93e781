import { useTranslation } from '../../../lib/i18n';
import { Form, useLoaderData, useLocation, useNavigation } from 'react-router-dom';
import { useLang } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { SearchLoaderData } from '../loader';
import { toResultRows } from '../model/results';
import { SearchResults } from './SearchResults';
import './search.css';

/** The list screen shared by the four search routes: text search and results. */
export function SearchPage() {
  const { t } = useTranslation('search');
  const lang = useLang();
  const { section, params, result } = useLoaderData<SearchLoaderData>();
  const location = useLocation();
  const navigation = useNavigation();
  const searching =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const title = t(`title.${section}`);
  useDocumentTitle(title);
  return (
    <div className="page search">
      <h1>{title}</h1>
      <Form className="search-box" role="search" method="get">
        <label className="search-box__label" htmlFor="search-text">
          {t('label')}
        </label>
        <div className="search-box__row">
          <input
            key={params.text}
            id="search-text"
            className="search-box__input"
            type="search"
            name="text"
            defaultValue={params.text}
            placeholder={t(`placeholder.${section}`)}
          />
          <button className="button" type="submit">
            {t('submit')}
          </button>
        </div>
      </Form>
      <SearchResults
        rows={toResultRows(result.data, lang)}
        total={result.total}
        searching={searching}
      />
    </div>
  );
}
