import './bookmark-icon.css';

/** The bookmark that stands for "saved": outlined, or filled (a pressed toggle, the Saved link). */
export function BookmarkIcon({ filled = false }: { filled?: boolean }) {
  return (
    <svg
      className={filled ? 'bookmark-icon bookmark-icon--filled' : 'bookmark-icon'}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z" />
    </svg>
  );
}
