import { holdClicks } from '../lib/held-clicks';

/**
 * The page's one script, importing nothing but the holder of early taps (held-clicks.ts). A page
 * rendered on the server is painted before the app's code is evaluated: on a slow phone,
 * evaluating ~500 KB of script and hydrating first held back the first paint of a page that was
 * already in the HTML. The offline shell (an empty #root) has nothing to paint and starts at
 * once. React is evaluated a task ahead of the rest of the app, so that neither holds the main
 * thread long.
 */
let started = false;
const start = async (): Promise<void> => {
  if (started) return;
  started = true;
  await import('react-dom/client');
  await new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
  await import('./main');
};

/** A background tab paints no frame; it starts anyway, a little later. */
const HIDDEN_TAB_START_MS = 500;

if (document.getElementById('root')?.hasChildNodes()) {
  holdClicks();
  requestAnimationFrame(() => setTimeout(() => void start(), 0));
  setTimeout(() => void start(), HIDDEN_TAB_START_MS);
} else void start();
