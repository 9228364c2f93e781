import clsx from 'clsx';
import { BookmarkIcon } from '../../../components/ui/bookmark-icon/BookmarkIcon';
import { RemoveSavedButton } from '../../../components/ui/remove-saved/RemoveSavedButton';
import { useTranslation } from 'react-i18next';
import '../locales';
import { saveToggleView } from '../model/save-toggle';
import { useSavedMark } from './use-saved-mark';
import './save-toggle.css';

export interface SaveToggleProps {
  /** The tender's internal id or tenderID. */
  tenderId: string;
  /** The tender's title, named in the button's label where several toggles share a page. */
  title?: string;
  /** Smaller, for a result card: the pressed toggle and "Прибрати" share a line on a phone. */
  compact?: boolean;
}

/**
 * "Save offline": a pressed button that reads "Saved offline" while the tender is kept on this
 * device, with "Remove" beside it; its outcome said politely.
 */
export function SaveToggle({ tenderId, title, compact = false }: SaveToggleProps) {
  const { t } = useTranslation('saved');
  const { saved, outcome, busy, toggle } = useSavedMark(tenderId);
  const view = saveToggleView(saved, title, t);
  return (
    <span className={clsx('save-toggle', compact && 'save-toggle--compact')}>
      <button
        type="button"
        className="button button--secondary save-toggle__button"
        aria-pressed={saved === true}
        aria-label={view.label}
        aria-busy={busy}
        disabled={saved === undefined}
        onClick={toggle}
      >
        <BookmarkIcon filled={saved === true} />
        <span>{view.text}</span>
      </button>
      {view.remove ? (
        <RemoveSavedButton remove={view.remove} disabled={busy} onClick={toggle} />
      ) : null}
      <span
        role="status"
        className={clsx(
          'save-toggle__status',
          (outcome === 'networkFailed' || outcome === 'storageFailed') &&
            'save-toggle__status--failed',
        )}
      >
        {outcome ? t(`toggle.${outcome}`) : ''}
      </span>
    </span>
  );
}
