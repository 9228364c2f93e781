import type { Page } from '@playwright/test';
import { EXAMPLE_TENDERS } from '../../src/app/route-examples';
import { TENDER, expect, test } from './fixtures';
import { TenderSectionsPage } from './pages/TenderSectionsPage';

test.describe('tender page', () => {
  test('shows a real tender with its title and value in the Ukrainian format', async ({
    tender,
  }) => {
    await tender.goto(TENDER.id);

    await tender.expectShell();
    await expect(tender.title(TENDER.title)).toBeVisible();
    await expect(tender.money(TENDER.value)).toBeVisible();
  });

  test('an unknown tender ends on the not-found page', async ({ tender, notFound, pageErrors }) => {
    await tender.goto('nope');

    await notFound.expectShell();
    await expect(notFound.notFoundHeading).toBeVisible();
    // The failed load is logged by design: the 404 and the log line are expected here.
    pageErrors.length = 0;
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 800 } });

    test('a long tender has every section in its page at once, the last one far below the fold', async ({
      page,
    }) => {
      const tender = new TenderSectionsPage(page);
      await tender.goto(EXAMPLE_TENDERS.large);
      await expect(tender.heading).toBeVisible();
      await expect(tender.pendingSections).toHaveCount(0);
      const last = tender.page.locator('.tender-section').last();
      expect((await last.boundingBox())?.y ?? 0).toBeGreaterThan(800 * 5);
      await last.scrollIntoViewIfNeeded();
      await expect(last.locator(':scope > :not(h2)').first()).toBeVisible();
    });
  });
});

/** The box height of an element, and of the lines of its font it may take. */
const heightInLines = (element: Element): number => {
  const style = getComputedStyle(element);
  return element.getBoundingClientRect().height / Number.parseFloat(style.lineHeight);
};

for (const width of [360, 1280]) {
  test(`a long title is cut to four lines, on the page and on its card, with "більше" at ${String(width)} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const id = EXAMPLE_TENDERS.longTitle;
    const tender = new TenderSectionsPage(page);
    await tender.goto(id);
    const title = page.locator('main h1 .clamp-text__body');
    await expect(title).toBeVisible();
    expect(await title.evaluate(heightInLines)).toBeLessThanOrEqual(4.1);
    await page.locator('.tender-head').getByRole('button', { name: 'більше' }).click();
    expect(await title.evaluate(heightInLines)).toBeGreaterThan(6);

    await page.goto(`/search/tender?text=${id}`);
    const card = page.locator('.result-card').first();
    await expect(card.getByRole('link', { name: /^Придбання медичного обладнання/ })).toBeVisible();
    const cardTitle = card.locator('.clamp-text__body');
    expect(await cardTitle.evaluate(heightInLines)).toBeLessThanOrEqual(3.1);
    await expect(card.getByRole('button', { name: 'більше' })).toBeVisible();
  });
}

/** The tabs (links or tab buttons) whose box is not wholly inside the window's width. */
const tabsOutOfSight = (page: Page, selector: string): Promise<string[]> =>
  page.locator(selector).evaluateAll((tabs) =>
    tabs
      .filter((tab) => {
        const box = tab.getBoundingClientRect();
        return box.left < 0 || box.right > document.documentElement.clientWidth;
      })
      .map((tab) => tab.textContent.trim()),
  );

for (const [width, lang] of [
  [360, 'uk'],
  [1280, 'en'],
] as const) {
  test(`every tab is in sight at ${String(width)} px (${lang}): the tender's tabs and a bid's`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const id = EXAMPLE_TENDERS.large;
    await page.goto(`/tender/${id}/lots${lang === 'en' ? '?lang=en' : ''}`);
    const links = page.locator('.tender-tabs__link');
    await expect(links).toHaveCount(6);
    expect(await tabsOutOfSight(page, '.tender-tabs__link')).toEqual([]);

    // The open tab is as wide as before it was opened: nothing beside it moves.
    const purchase = links.first();
    const closedWidth = (await purchase.boundingBox())?.width ?? 0;
    await purchase.click();
    await expect(purchase).toHaveAttribute('aria-current', 'page');
    expect(Math.abs(((await purchase.boundingBox())?.width ?? 0) - closedWidth)).toBeLessThan(1);

    await page.keyboard.press('Shift');
    const bid = page.locator('#tender-bids .accordion__button').first();
    await bid.click();
    // A closed bid's tabs come with the whole record, which the click asks for if it is not in.
    const bidTabs = page.locator('#tender-bids .accordion--open [role="tab"]');
    await expect(bidTabs.nth(1)).toBeVisible();
    expect(await tabsOutOfSight(page, '#tender-bids .accordion--open [role="tab"]')).toEqual([]);
  });
}
