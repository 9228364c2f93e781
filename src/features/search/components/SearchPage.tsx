import '../locales';
import { useCallback } from 'react';
import { useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import type { SearchFilterQuery } from '../../../../contract/search';
import { useLang } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { SearchLoaderData } from '../loader-data';
import { feedHref, searchHref, withoutPage } from '../model/search-query';
import { ActiveFilterChips } from './filters/ActiveFilterChips';
import { HeldResultsNotice } from './HeldResultsNotice';
import { OfflineSearchNotice } from './OfflineSearchNotice';
import { SaveSearchToggle } from './SaveSearchToggle';
import { FiltersJumpLink, SearchFilters } from './filters/SearchFilters';
import { useActiveFilterChips } from './filters/use-active-filter-chips';
import { SearchBox } from './SearchBox';
import { SearchResults } from './SearchResults';
import './search.css';
import { useTranslation } from 'react-i18next';

/**
 * The list screen shared by the four search routes. The address is the search: every change
 * (text, filters, sort, page) is a navigation to the new address, so back and forward move
 * between searches and a copied link opens the same one.
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  const data = useLoaderData<SearchLoaderData>();
  const { section, query } = data;
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const searching =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const onChange = useCallback(
    (next: SearchFilterQuery) => {
      void navigate(searchHref(section, withoutPage(next)), { preventScrollReset: true });
    },
    [navigate, section],
  );
  const filterCount = useActiveFilterChips(section, query).length;
  const title = t(`title.${section}`);
  const lang = useLang();
  useDocumentTitle(
    title,
    section === 'tender' ? { feed: { href: feedHref(query, lang), title: t('feedTitle') } } : {},
  );
  return (
    <div className="page search">
      <h1>{title}</h1>
      <SearchBox section={section} query={query} onChange={onChange} />
      <FiltersJumpLink section={section} count={filterCount} />
      <div className="search-layout">
        <div className="search-layout__filters">
          <SearchFilters section={section} query={query} onChange={onChange} count={filterCount} />
        </div>
        <div className="search-layout__results">
          <ActiveFilterChips section={section} query={query} onChange={onChange} />
          {data.failed ? null : <SaveSearchToggle data={data} />}
          {data.heldAt === undefined ? null : <HeldResultsNotice at={data.heldAt} />}
          {data.offline ? (
            <OfflineSearchNotice searches={data.offline.searches} />
          ) : (
            <SearchResults data={data} searching={searching} onChange={onChange} />
          )}
        </div>
      </div>
    </div>
  );
}
