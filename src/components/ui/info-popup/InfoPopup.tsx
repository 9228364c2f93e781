import clsx from 'clsx';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { TOOLTIP_MEDIA, popupOpenAfter, popupShift } from './popup-model';
import type { PopupEvent } from './popup-model';
import { useMediaQuery } from './use-media-query';
import { InfoIcon } from './InfoIcon';
import './info-popup.css';

export interface InfoPopupProps {
  /** The explanation, or a function of whether it is open (to load it on the first opening). */
  children: ReactNode | ((open: boolean) => ReactNode);
  /** The trigger's accessible name (default 'More information'). */
  label?: string;
  /** A visible trigger text instead of the ⓘ icon. */
  trigger?: ReactNode;
  /** The popup's element id, to point aria-describedby of something else at it. */
  id?: string;
  /**
   * Where the whole explanation is: the trigger is then a link there, which works before and
   * without scripts; with them it opens the popup instead, whose panel is made on first opening.
   * Nothing changes as the page hydrates, so its terms cost a page nothing then.
   */
  href?: string;
}

/** The room kept between an open popup and the viewport's edges (px). */
const VIEWPORT_MARGIN = 8;

/** A ref for the panel that keeps it, while open, inside the viewport, also when the window is resized or turned. */
function useInsideViewport(open: boolean): RefObject<HTMLSpanElement | null> {
  const panel = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = panel.current;
    if (!open || !element) return undefined;
    // Its layout box moves (not a transform): a transformed box still widens the page.
    const place = () => {
      element.style.left = '';
      const { left, width } = element.getBoundingClientRect();
      const viewport = document.documentElement.clientWidth;
      const shift = popupShift(left, width, viewport, VIEWPORT_MARGIN);
      element.style.left = shift === 0 ? '' : `${String(shift)}px`;
    };
    place();
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('resize', place);
    };
  }, [open]);
  return panel;
}

/**
 * An explanation behind a button (or a link, see `href`): a tooltip on desktop (hover or focus,
 * Escape closes), a dropdown on touch screens (tap toggles, a tap outside closes). The button is
 * described by the text, so screen readers hear it without opening anything.
 */
export function InfoPopup({ children, label, trigger, id, href }: InfoPopupProps) {
  const { t } = useTranslation('ui');
  const ownId = useId();
  const popupId = id ?? ownId;
  const mode = useMediaQuery(TOOLTIP_MEDIA) ? 'tooltip' : 'dropdown';
  const [open, setOpen] = useState(false);
  // A link's panel exists from its first opening on (a button's always: it describes the button).
  const [made, setMade] = useState(href === undefined);
  if (open && !made) setMade(true);
  const root = useRef<HTMLSpanElement>(null);
  const panel = useInsideViewport(open);
  const described = {
    'aria-describedby': popupId,
    'aria-expanded': mode === 'dropdown' ? open : undefined,
  };
  const on = (event: PopupEvent) => () => {
    setOpen((value) => popupOpenAfter(mode, value, event));
  };

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) {
        setOpen((value) => popupOpenAfter(mode, value, 'outside'));
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen((value) => popupOpenAfter(mode, value, 'escape'));
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, mode]);

  return (
    <span
      ref={root}
      className="info-popup"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') on('pointerEnter')();
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        const focused = root.current?.contains(document.activeElement) ?? false;
        on(focused ? 'pointerLeaveFocused' : 'pointerLeave')();
      }}
      onBlur={(event) => {
        // Focus moving between the button and the popup (a link in it) keeps it open.
        const next = event.relatedTarget;
        if (!(next instanceof Node && root.current?.contains(next))) on('blur')();
      }}
    >
      {href === undefined ? (
        <button
          type="button"
          className={clsx(
            'info-popup__trigger',
            trigger === undefined && 'info-popup__trigger--icon',
          )}
          aria-label={trigger === undefined ? (label ?? t('info.label')) : label}
          {...described}
          onFocus={on('focus')}
          onClick={on('press')}
        >
          {trigger ?? <InfoIcon />}
        </button>
      ) : (
        <a
          className="info-popup__link"
          href={href}
          aria-label={label}
          {...(made ? described : {})}
          onFocus={on('focus')}
          onClick={(event) => {
            // A click that opens a new tab or window still follows the link.
            if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
            event.preventDefault();
            on('press')();
          }}
        >
          {trigger}
        </a>
      )}
      {made ? (
        <span
          ref={panel}
          id={popupId}
          role={mode === 'tooltip' ? 'tooltip' : undefined}
          className={clsx('info-popup__panel', `info-popup__panel--${mode}`)}
          hidden={!open}
        >
          {typeof children === 'function' ? children(open) : children}
        </span>
      ) : null}
    </span>
  );
}
