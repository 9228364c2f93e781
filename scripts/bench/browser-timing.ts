/** What the browser benchmarks time in a page, and how they wait for it. */
import type { Page } from '@playwright/test';

/** How much slower a phone's CPU is taken to be (Lighthouse's mobile run). */
export const PHONE_CPU_SLOWDOWN = 4;

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

/**
 * Records, in ms since the navigation began, when the page's `<h1>` first has text, when the app
 * has hydrated (`html[data-hydrated]`) and when a save toggle's status first says something.
 * Page code as text: tsx's compiled functions call helpers the page does not have.
 */
export const RECORD_MOMENTS = `(() => {
  const at = (window.moments = {});
  const check = () => {
    const now = performance.now();
    if (at.title === undefined && document.querySelector('main h1')?.textContent.trim()) at.title = now;
    if (at.hydrated === undefined && document.documentElement.hasAttribute('data-hydrated')) at.hydrated = now;
    if (at.toggle === undefined && document.querySelector('.save-toggle__status')?.textContent.trim()) at.toggle = now;
  };
  new MutationObserver(check).observe(document, {
    childList: true, subtree: true, characterData: true, attributes: true,
  });
})()`;

export interface Moments {
  title?: number;
  hydrated?: number;
  toggle?: number;
}
