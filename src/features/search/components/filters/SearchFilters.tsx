import { useTranslation } from 'react-i18next';
import type { SearchSection } from '../../../../../contract/api';
import type { SearchFilterQuery } from '../../../../../contract/search';
import './locales';
import { FilterDrawer } from './FilterDrawer';
import { FilterForm } from './FilterForm';
import { useActiveFilterChips } from './use-active-filter-chips';
import { useDesktopLayout } from './use-desktop-layout';
import './filters.css';

export interface SearchFiltersProps {
  section: SearchSection;
  /** The search the URL holds. */
  query: SearchFilterQuery;
  /** Called with the whole next search (page left out); the screen puts it in the URL. */
  onChange: (next: SearchFilterQuery) => void;
}

/** The filter panel: a sidebar on desktop, a drawer behind a "Filters" button on a phone. */
export function SearchFilters({ section, query, onChange }: SearchFiltersProps) {
  const { t } = useTranslation('searchFilters');
  const desktop = useDesktopLayout();
  const count = useActiveFilterChips(section, query).length;
  if (!desktop) {
    return <FilterDrawer section={section} query={query} onChange={onChange} count={count} />;
  }
  const headingId = `filters-${section}-heading`;
  return (
    <aside className="filter-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="filter-panel__heading">
        {t('heading')}
      </h2>
      <FilterForm
        section={section}
        query={query}
        onApply={onChange}
        live
        submitLabel={t('applyTyped')}
        idPrefix="filters"
      />
    </aside>
  );
}
