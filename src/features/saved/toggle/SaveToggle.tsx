import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '../locales';
import { saveStatus, saveToggleView } from '../model/save-toggle';
import { SaveToggleControl } from './SaveToggleControl';
import { useSavedMark } from './use-saved-mark';

export interface SaveToggleProps {
  /** The tender's internal id or tenderID. */
  tenderId: string;
  /** The tender's title, named in the button's label where several toggles share a page. */
  title?: string;
  /** Smaller, for a result card: the pressed toggle and "Прибрати" share a line on a phone. */
  compact?: boolean;
}

interface Props extends SaveToggleProps {
  /** The control in its place was pressed while this code loaded: it saves at once. */
  pressed?: boolean;
}

/**
 * "Save offline": a pressed button that reads "Saved offline" while the tender is kept on this
 * device, with "Remove" beside it; its outcome said politely.
 */
export function SaveToggle({ tenderId, title, compact = false, pressed = false }: Props) {
  const { t } = useTranslation('saved');
  const { t: tCommon } = useTranslation();
  const { saved, outcome, busy, toggle } = useSavedMark(tenderId);
  const button = useRef<HTMLButtonElement>(null);
  const pressedEarly = useRef(pressed);
  useEffect(() => {
    if (!pressedEarly.current) return;
    pressedEarly.current = false;
    toggle();
    // The pressed control was replaced by this one: the focus follows.
    if (document.activeElement === document.body) button.current?.focus();
  }, [toggle]);
  return (
    <SaveToggleControl
      view={saveToggleView(saved, title, t, tCommon)}
      saved={saved}
      busy={busy}
      compact={compact}
      onToggle={toggle}
      buttonRef={button}
      status={saveStatus(outcome, t, tCommon)}
    />
  );
}
