import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { SearchSection } from '../../../../../contract/api';
import './locales';
import { FilterDrawer } from './FilterDrawer';
import type { SearchFiltersProps } from './search-filters-props';
import { FilterForm } from './FilterForm';
import { useDesktopLayout } from './use-desktop-layout';
import './filters.css';

interface SearchFilterPanelProps extends SearchFiltersProps {
  /** Active filters, counted once by the page: shown on the phone's button. */
  count: number;
}

/**
 * The filter panel: a sidebar on desktop, a drawer behind a "Filters" button on a phone. Until
 * the browser says which (on the server, while hydrating) both render and the style sheet shows
 * the one that fits, so a wide screen's first paint already has the sidebar open.
 */
export function SearchFilters({ section, query, onChange, count }: SearchFilterPanelProps) {
  const desktop = useDesktopLayout();
  const drawer = <FilterDrawer section={section} query={query} onChange={onChange} count={count} />;
  const sidebar = <FilterSidebar section={section} query={query} onChange={onChange} />;
  return (
    <div className={clsx('search-filters', desktop === undefined && 'search-filters--either')}>
      {desktop === true ? null : drawer}
      {desktop === false ? null : sidebar}
    </div>
  );
}

/**
 * Without scripts a phone has no drawer: the panel follows the results (noscript.css) and this
 * link, shown only then, leads to it.
 */
export function FiltersJumpLink({ section, count }: { section: SearchSection; count: number }) {
  const { t } = useTranslation('searchFilters');
  return (
    <a className="button button--secondary filters-jump" href={`#filters-${section}-heading`}>
      {count > 0 ? t('openCount', { count }) : t('open')}
    </a>
  );
}

function FilterSidebar({ section, query, onChange }: SearchFiltersProps) {
  const { t } = useTranslation('searchFilters');
  const headingId = `filters-${section}-heading`;
  return (
    <aside className="filter-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="filter-panel__heading">
        {t('heading')}
      </h2>
      <FilterForm section={section} query={query} onApply={onChange} live idPrefix="filters" />
    </aside>
  );
}
