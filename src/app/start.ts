/**
 * The page's one script, importing nothing itself. A page rendered on the server is painted
 * before the app's code is evaluated: on a slow phone, evaluating ~500 KB of script and hydrating
 * first held back the first paint of a page that was already in the HTML. The offline shell (an
 * empty #root) has nothing to paint and starts at once.
 */
let started = false;
const start = (): void => {
  if (started) return;
  started = true;
  void import('./main');
};

/** A background tab paints no frame; it starts anyway, a little later. */
const HIDDEN_TAB_START_MS = 500;

if (document.getElementById('root')?.hasChildNodes()) {
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, HIDDEN_TAB_START_MS);
} else start();
