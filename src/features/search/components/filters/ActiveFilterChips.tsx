import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { clearFilters, withoutPage } from '../../model/filters/builder';
import './locales';
import type { SearchFiltersProps } from './search-filters-props';
import { useActiveFilterChips } from './use-active-filter-chips';
import './filters.css';

/**
 * The row of removable chips for the active filters, with "clear all". After a chip is
 * removed, focus goes to the chip that took its place (or the one before it).
 */
export function ActiveFilterChips({ section, query, onChange }: SearchFiltersProps) {
  const { t } = useTranslation('searchFilters');
  const chips = useActiveFilterChips(section, query);
  const list = useRef<HTMLUListElement>(null);
  const removed = useRef<number | undefined>(undefined);
  const ids = chips.map((chip) => chip.id).join('\n');
  useEffect(() => {
    const index = removed.current;
    if (index === undefined) return;
    removed.current = undefined;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('.filter-chip');
    if (buttons && buttons.length > 0) buttons[Math.min(index, buttons.length - 1)]?.focus();
  }, [ids]);
  if (chips.length === 0) return null;
  return (
    <div className="filter-chips" role="group" aria-label={t('chip.list')}>
      <ul ref={list} className="pill-list">
        {chips.map((chip, index) => (
          <li key={chip.id}>
            <button
              type="button"
              className="filter-chip"
              aria-label={t('chip.remove', { label: chip.label })}
              onClick={() => {
                removed.current = index;
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
