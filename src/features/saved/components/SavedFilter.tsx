import { useTranslation } from 'react-i18next';

interface SavedFilterProps {
  query: string;
  onChange: (query: string) => void;
  found: number;
  total: number;
}

/** The on-device filter of the saved tenders, with how many it keeps (said politely). */
export function SavedFilter({ query, onChange, found, total }: SavedFilterProps) {
  const { t } = useTranslation('saved');
  return (
    <div className="saved-filter" role="search">
      <label className="saved-filter__label" htmlFor="saved-filter-input">
        {t('filter.label')}
      </label>
      <p id="saved-filter-hint" className="saved-filter__hint">
        {t('filter.hint')}
      </p>
      <input
        id="saved-filter-input"
        className="saved-filter__input"
        type="search"
        autoComplete="off"
        spellCheck={false}
        aria-describedby="saved-filter-hint"
        value={query}
        onChange={(event) => {
          onChange(event.currentTarget.value);
        }}
      />
      <p className="saved-filter__found" role="status">
        {query.trim() === ''
          ? ''
          : found === 0
            ? t('filter.none')
            : t('filter.found', { count: found, total })}
      </p>
    </div>
  );
}
