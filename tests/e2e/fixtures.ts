import { test as base, expect } from '@playwright/test';
import type { ConsoleMessage, Page } from '@playwright/test';
import { waitForHydrationOnLoad } from './hydrated';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { TenderPage } from './pages/TenderPage';

/** A real tender shipped in data/ (an ESCO procedure, complete, one awarded bid). */
export const TENDER = {
  id: 'UA-2024-02-28-009286-a',
  title:
    'Енергосервіс будівлі комунальної установи "Будинок милосердя "Затишок" Криворізької міської ради',
  value: '1 827 650,30 грн',
} as const;

interface Fixtures {
  home: HomePage;
  tender: TenderPage;
  notFound: NotFoundPage;
  /** Errors our own pages logged or threw; a test that expects some can clear the list. */
  pageErrors: string[];
}

function isOwnError(page: Page, message: ConsoleMessage): boolean {
  if (message.type() !== 'error') return false;
  const { url } = message.location();
  const origin = new URL(page.url() || 'about:blank').origin;
  return !url || url.startsWith(origin);
}

export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled, baseURL }, use) => {
    if (javaScriptEnabled && baseURL) waitForHydrationOnLoad(page, baseURL);
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (isOwnError(page, message)) errors.push(`console.error: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'errors logged by the page').toEqual([]);
    },
    { auto: true },
  ],
  home: async ({ page }, use) => {
    await use(new HomePage(page));
  },
  tender: async ({ page }, use) => {
    await use(new TenderPage(page));
  },
  notFound: async ({ page }, use) => {
    await use(new NotFoundPage(page));
  },
});

export { expect };
