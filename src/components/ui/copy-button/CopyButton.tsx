import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COPY_MESSAGE_MS, copyText } from './copy-model';
import type { CopyState } from './copy-model';
import './copy-button.css';

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  value: string;
  /** The button's accessible name (default 'Copy'). */
  label?: string;
  /** The confirmation (default 'code copied'; lot and complaint links pass their own). */
  copiedText?: string;
  /** How long the confirmation stays, in ms. */
  duration?: number;
}

/** Copies a value; a short confirmation appears as a tooltip and is announced (aria-live). */
export function CopyButton({
  value,
  label,
  copiedText,
  duration = COPY_MESSAGE_MS,
}: CopyButtonProps) {
  const { t } = useTranslation('ui');
  const [state, setState] = useState<CopyState>('idle');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => {
      setState('idle');
    }, duration);
    return () => {
      window.clearTimeout(timer);
    };
  }, [state, attempt, duration]);

  const message =
    state === 'copied'
      ? (copiedText ?? t('copy.copied'))
      : state === 'failed'
        ? t('copy.failed')
        : '';
  return (
    <span className="copy-button">
      <button
        type="button"
        className="copy-button__button"
        aria-label={label ?? t('copy.label')}
        onClick={() => {
          void copyText(value, 'clipboard' in navigator ? navigator.clipboard : undefined).then(
            (result) => {
              setState(result);
              setAttempt((count) => count + 1);
            },
          );
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
          />
        </svg>
      </button>
      <span
        className="copy-button__message"
        role="status"
        data-visible={message !== '' || undefined}
      >
        {message}
      </span>
    </span>
  );
}
