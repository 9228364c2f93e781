/** What the browser benchmarks time in a page, and how they wait for it. */
import type { Page } from '@playwright/test';

/**
 * Records when the tender's `<h1>` first has text (ms since the document's navigation began).
 * Page code as text: tsx's compiled functions call helpers the page does not have.
 */
export const RECORD_HEADING = `(() => {
  window.h1At = undefined;
  const seen = () => {
    const heading = document.querySelector('h1.tender-head__title');
    if (!heading || !heading.textContent.trim()) return false;
    window.h1At = performance.now();
    return true;
  };
  new MutationObserver((_, observer) => {
    if (seen()) observer.disconnect();
  }).observe(document, { childList: true, subtree: true, characterData: true });
  return performance.now();
})()`;

export const headingAt = async (page: Page): Promise<number> => {
  await page.waitForFunction(() => typeof (globalThis as { h1At?: unknown }).h1At === 'number');
  return page.evaluate<number>('window.h1At');
};

/** Resolves once the page is controlled by its service worker. */
export const waitForServiceWorkerControl = (page: Page): Promise<unknown> =>
  page.evaluate(`navigator.serviceWorker.ready.then(() =>
    navigator.serviceWorker.controller ||
    new Promise((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
    })).then(() => true)`);
