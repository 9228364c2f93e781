import { BookmarkIcon } from '../../../components/ui/bookmark-icon/BookmarkIcon';
import { RemoveSavedButton } from '../../../components/ui/remove-saved/RemoveSavedButton';
import { useTranslation } from 'react-i18next';
import '../saved-searches-locales';
import type { SearchLoaderData } from '../loader-data';
import { saveSearchToggleView } from '../model/save-search-toggle';
import { useSaveSearch } from './use-save-search';

/** "Save this search": a toggle that keeps the search and its first page for offline reading. */
export function SaveSearchToggle({ data }: { data: SearchLoaderData }) {
  const { t } = useTranslation('savedSearches');
  const { saved, status, toggle } = useSaveSearch(data);
  const view = saveSearchToggleView(saved, t);
  return (
    <div className="save-search">
      <button
        type="button"
        className="button button--secondary save-search__toggle"
        aria-pressed={saved === true}
        disabled={saved === undefined}
        onClick={toggle}
      >
        <BookmarkIcon filled={saved === true} />
        {view.text}
      </button>
      {view.remove ? <RemoveSavedButton remove={view.remove} onClick={toggle} /> : null}
      <p role="status" className="save-search__status">
        {status ? t(`status.${status}`) : ''}
      </p>
    </div>
  );
}
