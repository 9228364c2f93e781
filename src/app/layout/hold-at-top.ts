/** How long a hash target is held at the top while the page above it is still settling. */
export const HOLD_MS = 10_000;

/** What the reader does that ends the hold: the page is theirs to scroll from then on. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Keys that move nothing on their own: pressing one alone is not the reader taking over. */
const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock']);

/** Whether this input is the reader taking the page over (a modifier key alone is not). */
export function isReaderTakingOver(event: { type: string; key?: string }): boolean {
  return event.type !== 'keydown' || !MODIFIER_KEYS.has(event.key ?? '');
}

/** Calls `callback` (once) when the reader scrolls, touches, clicks or types; returns an undo. */
export function whenReaderActs(callback: () => void): () => void {
  const act = (event: Event) => {
    if (!isReaderTakingOver(event)) return;
    undo();
    callback();
  };
  function undo() {
    for (const type of READER_INPUT) window.removeEventListener(type, act, true);
  }
  for (const type of READER_INPUT) {
    window.addEventListener(type, act, { capture: true, passive: true });
  }
  return undo;
}

const pageTop = (element: Element): number => element.getBoundingClientRect().top + window.scrollY;

/**
 * The room to add below the page so that a target near its end can still reach the top of
 * the screen (else the last award of a short page would stay at the bottom).
 */
export function roomBelow(
  targetTop: number,
  pageHeight: number,
  viewportHeight: number,
  marginTop: number,
): number {
  return Math.max(0, Math.ceil(targetTop - marginTop - (pageHeight - viewportHeight)));
}

/**
 * Scrolls a URL hash's target to the top of the screen and keeps it there while the page
 * grows or shrinks above it (sections that render when their code arrives, an opening
 * accordion, late fonts), until the reader scrolls, touches, clicks or types, or HOLD_MS pass.
 * Scroll anchoring alone does not do this: it may anchor to something that moves less than
 * the target. A target near the end gets room below the page to reach the top. Returns a
 * function that ends the hold and takes the room away (for the next navigation).
 */
export function holdAtTop(element: HTMLElement, behavior: 'instant' | 'smooth'): () => void {
  const { body } = document;
  let frame = 0;
  let alignedAt = Number.NaN;
  let room = 0;
  const makeRoom = (top: number) => {
    const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    const height = document.documentElement.scrollHeight - room;
    const needed = roomBelow(top, height, window.innerHeight, margin);
    if (needed === room) return;
    room = needed;
    body.style.paddingBottom = room > 0 ? `${String(room)}px` : '';
  };
  const align = () => {
    frame = 0;
    if (!element.isConnected) {
      stop();
      return;
    }
    const top = pageTop(element);
    makeRoom(top);
    // A smooth scroll is retargeted only when the target has moved, not restarted each frame.
    if (Math.abs(top - alignedAt) < 1) return;
    alignedAt = top;
    element.scrollIntoView({ block: 'start', behavior });
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(align);
  };
  const observer = new ResizeObserver(schedule);
  const timer = window.setTimeout(() => {
    stop();
  }, HOLD_MS);
  const ignoreReader = whenReaderActs(() => {
    stop();
  });
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    cancelAnimationFrame(frame);
    frame = 0;
    ignoreReader();
  }
  observer.observe(body);
  align();
  return () => {
    stop();
    if (room > 0) body.style.paddingBottom = '';
  };
}
