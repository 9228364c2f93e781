import clsx from 'clsx';
import { BookmarkIcon } from '../../../components/ui/bookmark-icon/BookmarkIcon';
import { useTranslation } from 'react-i18next';
import '../locales';
import { useSavedMark } from './use-saved-mark';
import './save-toggle.css';

export interface SaveToggleProps {
  /** The tender's internal id or tenderID. */
  tenderId: string;
  /** The tender's title, named in the button's label where several toggles share a page. */
  title?: string;
}

/** "Save offline": a pressed button while the tender is kept on this device; its outcome said politely. */
export function SaveToggle({ tenderId, title }: SaveToggleProps) {
  const { t } = useTranslation('saved');
  const { saved, outcome, busy, toggle } = useSavedMark(tenderId);
  return (
    <span className="save-toggle">
      <button
        type="button"
        className="button button--secondary save-toggle__button"
        aria-pressed={saved === true}
        aria-label={title === undefined ? undefined : t('toggle.saveLabel', { title })}
        aria-busy={busy}
        disabled={saved === undefined}
        onClick={toggle}
      >
        <BookmarkIcon filled={saved === true} />
        <span>{t('toggle.save')}</span>
      </button>
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
