import { useTranslation } from 'react-i18next';
import { clearFilters, withoutPage } from '../../model/filters/builder';
import './locales';
import type { SearchFiltersProps } from './SearchFilters';
import { useActiveFilterChips } from './use-active-filter-chips';
import './filters.css';

/** The row of removable chips for the active filters, with "clear all". */
export function ActiveFilterChips({ section, query, onChange }: SearchFiltersProps) {
  const { t } = useTranslation('searchFilters');
  const chips = useActiveFilterChips(section, query);
  if (chips.length === 0) return null;
  return (
    <div className="filter-chips">
      <ul className="filter-chips__list" aria-label={t('chip.list')}>
        {chips.map((chip) => (
          <li key={chip.id}>
            <button
              type="button"
              className="filter-chip"
              aria-label={t('chip.remove', { label: chip.label })}
              onClick={() => {
                onChange(chip.next);
              }}
            >
              <bdi className="filter-chip__label">{chip.label}</bdi>
              <span className="filter-chip__x" aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="filter-chips__clear"
        onClick={() => {
          onChange(withoutPage(clearFilters(query)));
        }}
      >
        {t('clearAll')}
      </button>
    </div>
  );
}
