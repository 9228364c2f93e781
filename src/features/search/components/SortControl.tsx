import '../locales';
import type { SearchSection } from '../../../../contract/api';
import type { SearchFilterQuery } from '../../../../contract/search';
import { paths } from '../../../../contract/routes/paths';
import { currentSort, sortOptions, withSort } from '../model/sort';
import { withoutPage } from '../model/search-query';
import { useTranslation } from 'react-i18next';
import { HiddenFields } from './HiddenFields';

interface SortControlProps {
  section: SearchSection;
  query: SearchFilterQuery;
  onChange: (next: SearchFilterQuery) => void;
}

/**
 * The section's sort choices; none for products, which have no sort. A choice applies
 * at once; without scripts a button sends it, with the rest of the search.
 */
export function SortControl({ section, query, onChange }: SortControlProps) {
  const { t } = useTranslation('search');
  const options = sortOptions(section, query);
  if (options.length === 0) return null;
  const kept = withoutPage(query);
  delete kept.sort_by;
  delete kept.order;
  return (
    <form className="search-sort" method="get" action={paths.search(section)}>
      <HiddenFields section={section} query={kept} />
      <label htmlFor="search-sort">{t('sort.label')}</label>
      <select
        id="search-sort"
        name="sort"
        className="search-sort__select"
        value={currentSort(query)}
        onChange={(event) => {
          onChange(withSort(section, query, event.currentTarget.value));
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(`sort.${option.label}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button--secondary">
          {t('sort.apply')}
        </button>
      </noscript>
    </form>
  );
}
