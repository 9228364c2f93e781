import type { SearchSection } from '../../../../contract/api';
import type { SearchFilterQuery } from '../../../../contract/search';
import { currentSort, sortOptions, withSort } from '../model/sort';
import { useTranslation } from 'react-i18next';

interface SortControlProps {
  section: SearchSection;
  query: SearchFilterQuery;
  onChange: (next: SearchFilterQuery) => void;
}

/** The section's sort choices (spec §5); none for products, which have no sort. */
export function SortControl({ section, query, onChange }: SortControlProps) {
  const { t } = useTranslation('search');
  const options = sortOptions(section, query);
  if (options.length === 0) return null;
  return (
    <div className="search-sort">
      <label htmlFor="search-sort">{t('sort.label')}</label>
      <select
        id="search-sort"
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
    </div>
  );
}
