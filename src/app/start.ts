import { PAGE_MODULES_ID } from '../../contract/page-modules';
import { holdClicks } from '../lib/held-clicks';

/**
 * The page's one script, importing nothing but the holder of early taps (held-clicks.ts). A page
 * rendered on the server is painted before the app's code is evaluated: on a slow phone,
 * evaluating ~500 KB of script and hydrating first held back the first paint of a page that was
 * already in the HTML. The offline shell (an empty #root) has nothing to paint and starts at
 * once. React is evaluated a task ahead of the rest of the app, so that neither holds the main
 * thread long. Every script the page starts with is fetched at once as it starts (the server
 * names them), not each once the one before it has run: on a slow phone that chain was four
 * round trips and a second or more.
 */
let started = false;

/** Fetches (without running) the scripts the server named for this page. */
function preloadPageModules(): void {
  const block = document.getElementById(PAGE_MODULES_ID);
  if (!block?.textContent) return;
  for (const href of JSON.parse(block.textContent) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

const start = async (): Promise<void> => {
  if (started) return;
  started = true;
  preloadPageModules();
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
