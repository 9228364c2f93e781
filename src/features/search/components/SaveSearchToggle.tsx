import { useTranslation } from '../../../lib/i18n';
import '../../saved/saved-searches-locales';
import type { SearchLoaderData } from '../loader';
import { useSaveSearch } from './use-save-search';

/** "Save this search": a toggle that keeps the search and its first page for offline reading. */
export function SaveSearchToggle({ data }: { data: SearchLoaderData }) {
  const { t } = useTranslation('savedSearches');
  const { saved, status, toggle } = useSaveSearch(data);
  return (
    <div className="save-search">
      <button
        type="button"
        className="save-search__toggle"
        aria-pressed={saved === true}
        disabled={saved === undefined}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z" />
        </svg>
        {t('toggle')}
      </button>
      <p role="status" className="save-search__status">
        {status ? t(`status.${status}`) : ''}
      </p>
    </div>
  );
}
