import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchFilterQuery } from '../../../../../contract/search';
import type { SearchFiltersProps } from './search-filters-props';
import { FilterForm } from './FilterForm';

interface FilterDrawerProps extends SearchFiltersProps {
  /** Active filters, shown on the button. */
  count: number;
}

/**
 * The phone's panel: a "Filters (n)" button opening a modal <dialog> (focus moves in and
 * stays there, Escape closes it, focus returns to the button). Nothing applies until
 * "show results".
 */
export function FilterDrawer({ section, query, onChange, count }: FilterDrawerProps) {
  const { t } = useTranslation('searchFilters');
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const close = (): void => {
    setOpen(false);
    button.current?.focus();
  };
  const apply = (next: SearchFilterQuery): void => {
    close();
    onChange(next);
  };
  const headingId = `filters-drawer-${section}-heading`;
  return (
    <div className="filter-drawer">
      <button
        ref={button}
        type="button"
        className="button filter-drawer__open"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      >
        {count > 0 ? t('openCount', { count }) : t('open')}
      </button>
      <dialog
        ref={dialog}
        className="filter-drawer__dialog"
        aria-labelledby={headingId}
        onClose={() => {
          if (open) close();
        }}
      >
        {open && (
          <>
            <div className="filter-drawer__header">
              <h2 id={headingId} className="filter-panel__heading">
                {t('heading')}
              </h2>
              <button
                type="button"
                className="filter-drawer__close"
                aria-label={t('close')}
                onClick={close}
              >
                ×
              </button>
            </div>
            <FilterForm
              section={section}
              query={query}
              onApply={apply}
              live={false}
              submitLabel={t('showResults')}
              idPrefix="filters-drawer"
            />
          </>
        )}
      </dialog>
    </div>
  );
}
