/** Input that only a reader makes (our own scrolling makes none of it). */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The hold ends once the page has not changed size for this long… */
const SETTLED_MS = 1000;
/** …and at the latest after this. */
const HOLD_MAX_MS = 10_000;

/**
 * Keeps a link's target at the top of the screen while the page around it is still rendering
 * (sections above it arrive after the scroll and would push it off screen), until the page has
 * settled or the reader scrolls, touches, clicks or types. `scrollNow` scrolls to it first;
 * otherwise it is already on its way (the router scrolled to it). Returns the release.
 */
export function holdInView(
  element: HTMLElement,
  scrollNow: ScrollBehavior | undefined,
): () => void {
  if (scrollNow) element.scrollIntoView({ behavior: scrollNow });
  let settled = 0;
  let first = true;
  const observer = new ResizeObserver(() => {
    // The first call only reports the size at the start.
    if (!first) element.scrollIntoView({ behavior: 'auto' });
    first = false;
    clearTimeout(settled);
    settled = window.setTimeout(release, SETTLED_MS);
  });
  const latest = window.setTimeout(release, HOLD_MAX_MS);
  function release(): void {
    observer.disconnect();
    clearTimeout(settled);
    clearTimeout(latest);
    for (const type of READER_INPUT) window.removeEventListener(type, release, true);
  }
  observer.observe(document.body);
  for (const type of READER_INPUT) {
    window.addEventListener(type, release, { capture: true, passive: true });
  }
  return release;
}
