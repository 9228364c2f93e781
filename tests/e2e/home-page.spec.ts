import type { Page } from '@playwright/test';
import type { StatsResponse } from '../../contract/stats';
import { shippedDictionary } from '../support/shipped-data';
import { appDbKeys } from './app-db';
import { isAuditScreen } from './axe';
import { expect, test } from './fixtures';
import { waitForHydration } from './hydrated';
import { HomePage } from './pages/HomePage';
import { RouteCheckPage } from './pages/RouteCheckPage';

const banners = Object.values(shippedDictionary('banner').data).sort(
  (a, b) => Number(a.order) - Number(b.order),
);
/** The newest articles first, the higher id first on the same date (as /api/articles). */
const newest = Object.values(shippedDictionary('article').data).sort(
  (a, b) =>
    Date.parse(String(b.date_published)) - Date.parse(String(a.date_published)) ||
    Number(b.id) - Number(a.id),
);

/** The dictionaries this device keeps in Ukrainian for offline use. */
const storedDictionaries = async (page: Page): Promise<string[]> =>
  ((await appDbKeys(page, 'dictionaries')) as [string, string][])
    .filter(([, lang]) => lang === 'uk')
    .map(([key]) => key);

const digits = (value: number): string => Math.round(value).toString();
const onlyDigits = (text: string | null): string => (text ?? '').replace(/\D/g, '');

test.describe('home page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const lang of ['uk', 'en'] as const) {
    test(`shows every banner and the three newest articles in ${lang}`, async ({ home }) => {
      await home.goto(lang === 'en' ? '?lang=en' : '');
      for (const banner of banners) {
        const link = home.banner(String(banner[`title_${lang}`]));
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', String(banner.url));
        await expect(link.locator('source')).toHaveAttribute('srcset', String(banner.image_large));
        await expect(link.locator('img')).toHaveAttribute('src', String(banner.image_small));
      }
      await expect(home.banners.getByRole('link')).toHaveCount(banners.length);
      await expect(home.newsTitles()).toHaveText(
        newest.slice(0, 3).map((article) => String(article[`title_${lang}`])),
      );
      await expect(
        home.news.getByRole('link', { name: String(newest[0]?.[`title_${lang}`]) }),
      ).toHaveAttribute('href', String(newest[0]?.url));
    });
  }

  test('the search box opens the tender search with the text in the address', async ({
    home,
    page,
  }) => {
    await home.goto();
    await home.searchBox.fill('ремонт даху');
    await home.searchBox.press('Enter');
    await expect(page).toHaveURL(/\/search\/tender\?text=%D1%80%D0%B5%D0%BC%D0%BE%D0%BD%D1%82/);
    await expect(page.getByRole('searchbox').first()).toHaveValue('ремонт даху');
  });

  test("today's numbers are the API's, in the page as served: read at once and without scripts", async ({
    browser,
    baseURL,
    request,
  }) => {
    const { data } = (await (await request.get('/api/stats')).json()) as StatsResponse;
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ baseURL, javaScriptEnabled });
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname === '/api/stats') asked.push(sent.url());
      });
      const home = new HomePage(page);
      await home.goto();
      const items = home.numbers.getByRole('definition');
      await expect(home.numbers.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(onlyDigits(await items.nth(0).textContent())).toBe(digits(data.open_tenders));
      // Kopiykas always show two digits: no open tender reads '0,00'.
      expect(onlyDigits(await items.nth(1).textContent())).toBe(
        digits(data.open_tenders_value * 100).padStart(3, '0'),
      );
      expect(onlyDigits(await items.nth(2).textContent())).toBe(digits(data.plans));
      // What the number counts: the tenders at the bidding stage, as the search it links finds them.
      await expect(items.nth(0).getByRole('link')).toHaveAttribute(
        'href',
        '/search/tender?status[0]=active.tendering',
      );
      // Frameworks and products are all test examples: their tiles say so.
      await expect(page.locator('.home__sections').getByRole('link')).toHaveText([
        'Закупівлі',
        'Плани',
        'Відборипоки лише тестові приклади',
        'Товарипоки лише тестові приклади',
        'Новини',
      ]);
      if (javaScriptEnabled) await waitForHydration(page);
      expect(asked, 'the browser asks for nothing the page has').toEqual([]);
      await context.close();
    }
  });

  test('a first visit completes the dictionaries it carried in part only once it has settled', async ({
    page,
  }) => {
    // Settled (src/lib/local-db.ts): the service worker holds the page, or 3 s have passed since
    // its load event. Before that the page's own requests and scripts have the network.
    await page.addInitScript(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => {
        document.documentElement.dataset.controlledAt = String(performance.now());
      });
    });
    await page.goto('/');
    const asked = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname === '/api/static-data')
          .map((entry) => entry.startTime),
      );
    await expect.poll(async () => (await asked()).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const settledAt = await page.evaluate(() => {
      const [load] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const controlledAt = Number(document.documentElement.dataset.controlledAt ?? Infinity);
      return Math.min(controlledAt, (load?.loadEventEnd ?? 0) + 3000);
    });
    for (const startTime of await asked()) expect(startTime).toBeGreaterThanOrEqual(settledAt);
  });

  test("inside the app, today's numbers take their place without moving the page", async ({
    home,
    page,
    request,
  }) => {
    const { data } = (await (await request.get('/api/stats')).json()) as StatsResponse;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/stats', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/news');
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL('/');
    const items = home.numbers.getByRole('definition');
    await expect(home.numbers.locator('[aria-busy="true"]')).toHaveCount(1);
    const before = await home.numbers.boundingBox();
    const sectionsTop = (await page.getByRole('heading', { name: 'Розділи' }).boundingBox())?.y;
    const newsHeading = page.getByRole('heading', { name: 'Новини', exact: true });
    const newsTop = (await newsHeading.boundingBox())?.y;
    release();
    await expect(home.numbers.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(onlyDigits(await items.nth(0).textContent())).toBe(digits(data.open_tenders));
    expect(onlyDigits(await items.nth(2).textContent())).toBe(digits(data.plans));
    expect(await home.numbers.boundingBox()).toEqual(before);
    expect((await page.getByRole('heading', { name: 'Розділи' }).boundingBox())?.y).toBe(
      sectionsTop,
    );
    expect((await newsHeading.boundingBox())?.y).toBe(newsTop);
  });

  test('leaves no empty band between the page and the marketplaces slider', async ({
    home,
    page,
  }) => {
    // A window taller than the page: the slider still follows the content.
    await page.setViewportSize({ width: 1280, height: 3000 });
    await home.goto();
    await expect(home.slider).toBeVisible();
    const lastBlock = home.main.locator('.home > :last-child');
    const contentBottom = await lastBlock.evaluate(
      (element) => element.getBoundingClientRect().bottom,
    );
    const sliderTop = await home.slider.evaluate(
      (element) => element.closest('section')?.getBoundingClientRect().top ?? 0,
    );
    expect(sliderTop - contentBottom).toBeLessThan(80);
  });

  test('renders with the API unreachable after one online visit', async ({
    context,
    home,
    page,
    pageErrors,
  }) => {
    await home.goto();
    await home.waitForServiceWorkerControl();
    // A second visit, now through the service worker, which keeps what it passes.
    await home.goto();
    await expect(home.newsTitles()).toHaveCount(3);
    // The visit is over when its dictionaries are kept: they are written once the page settles.
    await expect
      .poll(() => storedDictionaries(page))
      .toEqual(expect.arrayContaining(['banner', 'header_menu', 'footer_menu', 'marketplaces']));

    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(home.heading).toBeVisible();
      for (const banner of banners) {
        await expect(home.banner(String(banner.title_uk))).toBeVisible();
      }
      await expect(home.newsTitles()).toHaveText(
        newest.slice(0, 3).map((article) => String(article.title_uk)),
      );
    } finally {
      await context.setOffline(false);
      await context.unroute('**/api/**');
    }
    // Offline, background revalidation and uncached calls fail by design.
    pageErrors.length = 0;
  });
});

for (const lang of ['uk', 'en'] as const) {
  for (const width of [360, 1280]) {
    // Axe on the screens of AUDIT_SCREENS; the width on all four.
    const audited = isAuditScreen(lang, width);
    test.describe(`home in ${lang} at ${String(width)} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test(`${audited ? 'passes axe and ' : ''}has no horizontal scrollbar`, async ({ page }) => {
        const screen = new RouteCheckPage(page);
        await screen.open(lang === 'en' ? '/?lang=en' : '/');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        if (audited) expect(await screen.axeViolations()).toEqual([]);
        expect(await screen.horizontalOverflow()).toBeUndefined();
        await page.screenshot({
          path: test.info().outputPath(`home-${lang}-${String(width)}.png`),
          fullPage: true,
        });
      });
    });
  }
}
