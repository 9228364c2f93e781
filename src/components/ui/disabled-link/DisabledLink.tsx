import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoPopup } from '../info-popup/InfoPopup';
import './disabled-link.css';

export interface DisabledLinkProps {
  children: ReactNode;
  /** The explanation (default 'disabled functionality'). */
  hint?: string;
}

/**
 * Something that would be a link but does not work yet: link-like text that is
 * not focusable, marked aria-disabled and described by the hint, which the ⓘ button next to
 * it shows to keyboard, mouse and touch users.
 */
export function DisabledLink({ children, hint }: DisabledLinkProps) {
  const { t } = useTranslation('ui');
  const hintId = useId();
  return (
    <span className="disabled-link">
      <a role="link" aria-disabled="true" aria-describedby={hintId} className="disabled-link__text">
        {children}
      </a>
      <InfoPopup id={hintId} label={t('disabledLink.why')}>
        {hint ?? t('disabledLink.hint')}
      </InfoPopup>
    </span>
  );
}
