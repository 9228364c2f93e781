/** Desktop (hover-capable pointer): a tooltip; touch screens: a dropdown toggled by tapping. */
export type PopupMode = 'tooltip' | 'dropdown';

export type PopupEvent =
  | 'pointerEnter'
  | 'pointerLeave'
  /** The pointer leaves while the button or the popup has the focus (it was pressed). */
  | 'pointerLeaveFocused'
  | 'focus'
  | 'blur'
  | 'press'
  | 'escape'
  | 'outside';

/** Whether the popup is open after an event. */
export function popupOpenAfter(mode: PopupMode, open: boolean, event: PopupEvent): boolean {
  switch (event) {
    case 'escape':
    case 'outside':
      return false;
    case 'press':
      // A click on desktop follows hover and focus, which opened the tooltip already.
      return mode === 'tooltip' ? true : !open;
    case 'pointerEnter':
    case 'focus':
      return mode === 'tooltip' ? true : open;
    case 'pointerLeaveFocused':
      // Pressed or reached by keyboard, a tooltip stays while the page scrolls under the pointer
      // (to reach its link); blur, Escape or a press outside close it.
      return open;
    case 'pointerLeave':
    case 'blur':
      return mode === 'tooltip' ? false : open;
  }
}

/** The media query that tells a desktop pointer from a touch screen. */
export const TOOLTIP_MEDIA = '(hover: hover) and (pointer: fine)';

/**
 * How far (px) to move a popup sideways so that it stays inside a viewport `viewportWidth` wide,
 * at least `margin` from either edge: it hangs from its trigger and would otherwise run off a
 * phone's screen (and widen the page). A popup wider than the room left starts at the margin.
 */
export function popupShift(
  left: number,
  width: number,
  viewportWidth: number,
  margin: number,
): number {
  const rightmost = Math.max(margin, viewportWidth - margin - width);
  const placed = Math.min(Math.max(left, margin), rightmost);
  return placed - left;
}
