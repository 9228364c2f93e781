import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmButtonProps {
  label: string;
  /** The question asked before acting, and the button that answers yes. */
  question: string;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
}

/**
 * A destructive action with an inline confirmation step: the question and "yes" replace the
 * button (focus moves to "yes"); "cancel" or Escape brings the button back, focused.
 */
export function ConfirmButton({ label, question, confirmLabel, onConfirm }: ConfirmButtonProps) {
  const { t } = useTranslation('savedStorage');
  const [asking, setAsking] = useState(false);
  const [returnFocus, setReturnFocus] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const questionId = useId();

  useEffect(() => {
    if (asking) yes.current?.focus();
    else if (returnFocus) start.current?.focus();
  }, [asking, returnFocus]);

  const close = () => {
    setReturnFocus(true);
    setAsking(false);
  };

  if (!asking) {
    return (
      <button
        ref={start}
        type="button"
        className="button button--danger"
        onClick={() => {
          setAsking(true);
        }}
      >
        {label}
      </button>
    );
  }
  return (
    <div
      className="storage-confirm"
      role="group"
      aria-labelledby={questionId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <p id={questionId}>{question}</p>
      <div className="storage-confirm__actions">
        <button
          ref={yes}
          type="button"
          className="button button--danger"
          onClick={() => {
            close();
            void onConfirm();
          }}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={close}>
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
