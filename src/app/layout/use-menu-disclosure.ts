import { useCallback, useEffect, useState } from 'react';
import type { KeyboardEvent, MouseEvent, RefObject } from 'react';
import { useLocation } from 'react-router-dom';

export interface MenuDisclosure {
  open: boolean;
  toggle: () => void;
  /** Escape closes the menu and puts focus back on its button. */
  onKeyDown: (event: KeyboardEvent) => void;
  /** A chosen link closes the menu (a new tab too, where the address does not change). */
  onMenuClick: (event: MouseEvent) => void;
}

/**
 * The phone's header menu as a disclosure: the button opens and closes it; Escape, a click
 * outside `container`, a chosen link and any navigation close it. The menu is open for the
 * history entry it was opened on, so a navigation closes it without an effect.
 */
export function useMenuDisclosure(
  button: RefObject<HTMLButtonElement | null>,
  container: RefObject<HTMLElement | null>,
): MenuDisclosure {
  const { key } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === key;
  const close = useCallback(() => {
    setOpenOn(null);
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [open, container, close]);

  const toggle = useCallback(() => {
    setOpenOn((was) => (was === key ? null : key));
  }, [key]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.preventDefault();
      close();
      button.current?.focus();
    },
    [open, close, button],
  );

  const onMenuClick = useCallback(
    (event: MouseEvent) => {
      if ((event.target as Element).closest('a')) close();
    },
    [close],
  );

  return { open, toggle, onKeyDown, onMenuClick };
}
