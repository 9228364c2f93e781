import type { Page, Response } from '@playwright/test';

/** Whether React holds the page's root: its own keys are on the element. */
export const carriesReactRoot = (page: Page): Promise<boolean> =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );

/**
 * Waits until the server's HTML is hydrated: a control that only scripts make work (a drawer, a
 * popup) does nothing when pressed before, as for a visitor whose scripts are still loading.
 */
export const waitForHydration = (page: Page): Promise<void> =>
  page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

/** A page of the portal's (an HTML answer from its origin), not a test's own page. */
const isAppPage = (response: Response | null, origin: string): boolean =>
  response !== null &&
  new URL(response.url()).origin === origin &&
  (response.headers()['content-type'] ?? '').startsWith('text/html');

/**
 * Makes the page's `goto` and `reload` return once the page they open is hydrated, as a visitor
 * waits for a page to work before using it. Not with scripts off, nor for `waitUntil: 'commit'`.
 */
export function waitForHydrationOnLoad(page: Page, baseURL: string): void {
  const origin = new URL(baseURL).origin;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const hydrated = async (
    response: Response | null,
    options?: { waitUntil?: string },
  ): Promise<Response | null> => {
    if (options?.waitUntil !== 'commit' && isAppPage(response, origin)) {
      await waitForHydration(page);
    }
    return response;
  };
  page.goto = async (url, options) => hydrated(await goto(url, options), options);
  page.reload = async (options) => hydrated(await reload(options), options);
}

/**
 * Waits until every section of the page is hydrated, those in a lazy chunk of their own (a
 * Suspense boundary hydrated apart, after the page) too: React keeps its own key on each element
 * it hydrated. Before that, a section shows and prints as the server rendered it.
 */
export const waitForSectionsHydrated = (page: Page): Promise<unknown> =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('main section[id]')].every((section) =>
      Object.keys(section).some((key) => key.startsWith('__reactFiber')),
    ),
  );
