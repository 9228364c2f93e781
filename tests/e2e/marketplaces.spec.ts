import type { Marketplace, MarketplacesResponse } from '../../contract/marketplaces';
import { isAuditScreen } from './axe';
import { expect, test } from './fixtures';
import type { Language } from './pages/AppPage';
import { HomePage } from './pages/HomePage';
import { MarketplacesScreen } from './pages/MarketplacesScreen';
import { RouteCheckPage } from './pages/RouteCheckPage';

const ALL = '/majdanchiki-prozorro';
const CYRILLIC = /[\u0400-\u04ff]/;

test.describe('marketplaces page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  let marketplaces: Marketplace[] = [];
  test.beforeAll(async ({ request }) => {
    const answer = await request.get('/api/marketplaces');
    marketplaces = ((await answer.json()) as MarketplacesResponse).data;
    expect(marketplaces.length).toBeGreaterThan(0);
  });

  for (const lang of ['uk', 'en'] as const satisfies readonly Language[]) {
    test(`lists every marketplace of the API with its levels and auth methods in ${lang}`, async ({
      page,
    }) => {
      const screen = new MarketplacesScreen(page);
      await page.goto(lang === 'en' ? `${ALL}?lang=en` : ALL);
      await expect(screen.cards).toHaveCount(marketplaces.length);
      for (const marketplace of marketplaces) {
        const card = screen.card(marketplace[`title_${lang}`]);
        await expect(card).toBeVisible();
        const site = card.getByRole('link', { name: /сайт майданчика|marketplace website/i });
        await expect(site).toHaveAttribute('href', new URL(marketplace.url).href);
        await expect(site).toHaveAttribute('target', '_blank');
        const logo = lang === 'en' ? marketplace.image_en : marketplace.image;
        await expect(card.locator('img')).toHaveAttribute('src', logo);
        for (const level of marketplace.accreditation_levels) {
          await expect(card.getByRole('link', { name: level[`name_${lang}`] })).toHaveAttribute(
            'href',
            `#level-${level.id}`,
          );
        }
        for (const method of marketplace.auth_methods) {
          await expect(card.getByText(method[`name_${lang}`], { exact: true })).toBeVisible();
        }
      }
      for (const level of marketplaces[0]?.accreditation_levels ?? []) {
        await expect(screen.levels.getByText(level[`description_${lang}`])).toBeVisible();
      }
      await expect(page.getByText(/ще в розробці|under development/i)).toHaveCount(0);
    });
  }

  test('English logos carry no Ukrainian text', async ({ page, request }) => {
    await page.goto(`${ALL}?lang=en`);
    // The cards render once the page's dictionaries are in: wait for every logo, not the first.
    await expect
      .poll(() => page.locator('main img, .mp-slider img').count())
      .toBeGreaterThanOrEqual(marketplaces.length);
    const sources = await page
      .locator('main img, .mp-slider img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    expect(sources.length).toBeGreaterThanOrEqual(marketplaces.length);
    for (const source of new Set(sources)) {
      const svg = await (await request.get(source)).text();
      expect(svg, source).not.toMatch(CYRILLIC);
    }
  });

  test('offers no level filter while every marketplace has every level; ?level= lists all', async ({
    page,
  }) => {
    // The filter itself is checked on a list it narrows in the page's unit tests.
    const levelIds = new Set(
      marketplaces.flatMap((m) => m.accreditation_levels.map(({ id }) => id)),
    );
    const everyLevel = marketplaces.every((m) => m.accreditation_levels.length === levelIds.size);
    expect(everyLevel).toBe(true);
    const screen = new MarketplacesScreen(page);
    await page.goto(`${ALL}?level=3`);
    await expect(screen.cards).toHaveCount(marketplaces.length);
    await expect(screen.filter).toHaveCount(0);
  });

  test('old addresses lead to the brand’s page', async ({ page }) => {
    const screen = new MarketplacesScreen(page);
    for (const [old, id] of [
      ['it', 'it.ua'],
      ['netcast', 'netcast.com.ua'],
      ['prom', 'prom.ua'],
    ] as const) {
      const marketplace = marketplaces.find((m) => m.id === id);
      await page.goto(`/majdanchiki-${old}`);
      await expect(page).toHaveURL(`/majdanchiki-${marketplace?.slug ?? ''}`);
      await expect(screen.heading).toContainText(marketplace?.title_uk ?? '');
      await expect(screen.cards).toHaveCount(1);
    }
  });

  test("the shell's slider scrolls with the keyboard and opens each marketplace's entry", async ({
    page,
  }) => {
    const home = new HomePage(page);
    await home.goto();
    // The strip renders as it comes near the viewport: scroll down to it as a reader would.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const links = home.slider.getByRole('link');
    await expect(links).toHaveCount(marketplaces.length);
    const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
    expect(hrefs.sort()).toEqual(marketplaces.map((m) => `/majdanchiki-${m.slug}`).sort());

    await home.slider.focus();
    await expect(home.slider).toBeFocused();
    const scrolled = () => home.slider.evaluate((element) => element.scrollLeft);
    expect(await scrolled()).toBe(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrolled).toBeGreaterThan(0);

    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    const first = hrefs[0] ?? '';
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(first);
    await expect(new MarketplacesScreen(page).cards).toHaveCount(1);
  });
});

for (const lang of ['uk', 'en'] as const) {
  for (const width of [360, 1280]) {
    // Axe on the screens of AUDIT_SCREENS; the width on all four.
    const audited = isAuditScreen(lang, width);
    test.describe(`marketplaces in ${lang} at ${String(width)} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test(`${audited ? 'pass axe and ' : ''}have no horizontal scrollbar`, async ({ page }) => {
        test.setTimeout(90_000);
        const screen = new RouteCheckPage(page);
        for (const url of [ALL, '/majdanchiki-derzhzakupivli-online']) {
          await screen.open(lang === 'en' ? `${url}?lang=en` : url);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          if (audited) expect(await screen.axeViolations(), url).toEqual([]);
          expect(await screen.horizontalOverflow(), url).toBeUndefined();
          await page.screenshot({
            path: test.info().outputPath(`${url.slice(1)}-${lang}-${String(width)}.png`),
            fullPage: true,
          });
        }
      });
    });
  }
}
