import '../locales';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SavedSearchRecord } from '../../../lib/db';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/i18n';
import { useActiveFilterChips } from './filters/use-active-filter-chips';
import './filters/locales';
import { toSavedSearchRow } from '../model/saved-search-list';
import { savedSearchQuery } from '../store/saved-searches';
import '../saved-searches-locales';
import './saved-searches.css';

interface SavedSearchItemProps {
  record: SavedSearchRecord;
  /** Given on /saved: the entry has a remove button. */
  onRemove?: (id: string, summary: string) => void;
  /** Given on /saved: what follows the entry (its notifications switch), named by its summary. */
  more?: (summary: string) => ReactNode;
}

/** One saved search: a link to it, its filters, the time of its results and what is new. */
export function SavedSearchItem({ record, onRemove, more }: SavedSearchItemProps) {
  const { t } = useTranslation('savedSearches');
  const { t: search } = useTranslation('search');
  const lang = useLang();
  const chips = useActiveFilterChips(record.section, savedSearchQuery(record));
  const row = toSavedSearchRow(record, {
    lang,
    t,
    sectionTitle: (section) => search(`title.${section}`),
    filters: chips.map((chip) => chip.label),
  });
  return (
    <li className="saved-search">
      <p className="saved-search__summary">
        <Link to={row.href}>
          <bdi>{row.summary}</bdi>
        </Link>
        {row.newResults ? <span className="saved-search__new">{row.newResults}</span> : null}
      </p>
      {row.filters.length > 0 ? (
        <ul className="pill-list saved-search__filters">
          {row.filters.map((filter) => (
            <li key={filter}>
              <bdi>{filter}</bdi>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="saved-search__foot">
        <p className="saved-search__meta">{row.asOf}</p>
        {onRemove ? (
          <button
            type="button"
            className="link-button"
            aria-label={row.removeLabel}
            onClick={() => {
              onRemove(row.id, row.summary);
            }}
          >
            {t('list.remove')}
          </button>
        ) : null}
      </div>
      {more?.(row.summary)}
    </li>
  );
}
