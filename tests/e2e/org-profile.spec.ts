import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { appDbKeys } from './app-db';
import { expect, test } from './fixtures';
import { SearchApi, SearchListPage } from './pages/SearchListPage';

/** A real shipped buyer: 11 simplified procedures, two of them with a single bid. */
const BUYER = '08140309';
/** A real shipped supplier: one bid on two lots of the large tender, both won. */
const SUPPLIER = '2554911143';

const profileHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Військова частина А2920' });

test.describe('organisation profile', () => {
  test('opened from a tender’s buyer, it counts the tenders the buyer filter finds', async ({
    page,
    request,
  }) => {
    const answer = await new SearchApi(request).search('tender', { buyer: [BUYER] });
    expect(answer.total).toBeGreaterThan(1);
    const tenderID = answer.data[0]?.tenderID ?? '';
    await page.goto(`/tender/${tenderID}`);
    await page
      .locator('.tender-summary')
      .getByRole('link', { name: 'Військова частина А2920' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/org/${BUYER}$`));
    await expect(profileHeading(page)).toBeVisible();
    const tenders = page.getByTestId('org-buyer-search');
    await expect(tenders).toContainText(String(answer.total));

    await tenders.click();
    const search = new SearchListPage(page);
    await expect(search.total).toContainText(String(answer.total));
    await expect(search.cards).toHaveCount(Math.min(answer.total, 10));
  });

  test('a viewed profile opens offline with its date', async ({
    context,
    home,
    page,
    pageErrors,
  }) => {
    await home.goto();
    await home.waitForServiceWorkerControl();
    await page.goto(`/org/${BUYER}`);
    await expect(profileHeading(page)).toBeVisible();
    await expect.poll(() => appDbKeys(page, 'orgs')).toContain(BUYER);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(profileHeading(page)).toBeVisible();
      await expect(page.getByTestId('org-as-of')).toContainText(/^Збережена копія від .*\d{4}/);
      await expect(page.getByTestId('org-buyer-search')).toContainText('11');
    } finally {
      await context.setOffline(false);
    }
    // Offline, background revalidation and uncached calls fail by design.
    pageErrors.length = 0;
  });

  for (const lang of ['uk', 'en'] as const) {
    for (const width of [360, 1280]) {
      test(`passes axe and fits ${String(width)} px in ${lang}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/org/${BUYER}${lang === 'en' ? '?lang=en' : ''}`);
        await expect(page.locator('h1')).toHaveCount(1);
        expect(await axeViolations(page)).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        );
        expect(overflow, 'a horizontal scrollbar').toBe(false);
      });
    }
  }

  for (const lang of ['uk', 'en'] as const) {
    for (const width of [360, 1280]) {
      test(`a supplier counts by lot and its tables fit ${String(width)} px (${lang})`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/org/${SUPPLIER}${lang === 'en' ? '?lang=en' : ''}`);
        const facts = page.locator('section', { has: page.locator('h2#org-bidder') });
        const fact = (label: string) =>
          facts.locator('div', { has: page.locator('dt', { hasText: label }) }).locator('dd');
        // One bid on two lots reads as two bids, as the two lots won.
        await expect(fact(lang === 'uk' ? 'Пропозиції за лотами' : 'Bids by lot')).toHaveText('2');
        await expect(fact(lang === 'uk' ? 'Виграні лоти' : 'Lots won')).toHaveText('2');
        await expect(facts).toContainText(
          lang === 'uk'
            ? 'одна пропозиція на два лоти — це дві пропозиції'
            : 'one bid on two lots counts as two bids',
        );
        // Every table inside its block, none to the screen's edge.
        const overflows = await page
          .locator('.org-chart__table, .org-table')
          .evaluateAll(
            (tables) =>
              tables.filter(
                (table) =>
                  table.getBoundingClientRect().right >
                  (table.parentElement?.getBoundingClientRect().right ?? 0) + 0.5,
              ).length,
          );
        expect(overflows).toBe(0);
      });
    }
  }
});
