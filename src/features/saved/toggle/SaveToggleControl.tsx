import clsx from 'clsx';
import type { Ref } from 'react';
import { BookmarkIcon } from '../../../components/ui/bookmark-icon/BookmarkIcon';
import { RemoveSavedButton } from '../../../components/ui/remove-saved/RemoveSavedButton';
import type { SaveToggleView } from '../model/save-toggle';
import './save-toggle.css';

export interface SaveToggleControlProps {
  view: SaveToggleView;
  /** Undefined while the device's answer is awaited (the toggle is inactive then). */
  saved: boolean | undefined;
  busy: boolean;
  compact: boolean;
  onToggle: () => void;
  /** What the last press did, said politely. */
  status?: { text: string; failed: boolean };
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The toggle as it shows: the pressed button, "Прибрати" beside it, and the polite status. */
export function SaveToggleControl({
  view,
  saved,
  busy,
  compact,
  onToggle,
  status,
  buttonRef,
}: SaveToggleControlProps) {
  return (
    <span className={clsx('save-toggle', compact && 'save-toggle--compact')}>
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary save-toggle__button"
        aria-pressed={saved === true}
        aria-label={view.label}
        aria-busy={busy}
        disabled={saved === undefined && !busy}
        onClick={onToggle}
      >
        <BookmarkIcon filled={saved === true} />
        <span>{view.text}</span>
      </button>
      {view.remove ? (
        <RemoveSavedButton remove={view.remove} disabled={busy} onClick={onToggle} />
      ) : null}
      <span
        role="status"
        className={clsx('save-toggle__status', status?.failed && 'save-toggle__status--failed')}
      >
        {status?.text ?? ''}
      </span>
    </span>
  );
}
