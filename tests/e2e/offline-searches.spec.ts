import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shippedTenderFile } from '../support/shipped-cdb';
import { newerTenderFile, type CdbFile } from './newer-versions';
import { OwnServer } from './own-server';
import { RouteCheckPage } from './pages/RouteCheckPage';

/**
 * A saved search offline and its new results: this file runs its own portal server on its own
 * embedded database, so it can stop it, ingest a newer tender with the real ingest CLI and start
 * it again, as an operator would, without touching the server the other tests share.
 */

/** A real shipped tender whose buyer has no other tender in data/: its search has one result. */
const SHIPPED = 'UA-2024-02-05-014363-a';
const shipped = shippedTenderFile<CdbFile>(SHIPPED);
const EDRPOU = shipped.data.procuringEntity.identifier.id;
const SEARCH = `/search/tender?buyer[0]=${EDRPOU}`;

const resultTitles = (page: Page) => page.locator('.result-card__title');

test.describe('a saved search', () => {
  test.describe.configure({ timeout: 300_000 });
  let server: OwnServer;

  test.beforeAll(async () => {
    test.setTimeout(200_000);
    server = await OwnServer.create();
    await server.start();
  });

  test.afterAll(async () => {
    await server.dispose();
  });

  test('shows its stored results offline and its new results once back online', async ({
    context,
    page,
    pageErrors,
  }) => {
    const at = (address: string) => `${server.baseURL}${address}`;
    await page.goto(at(SEARCH));
    const screen = new RouteCheckPage(page);
    await screen.waitForServiceWorkerControl();
    await expect(resultTitles(page)).toHaveText([shipped.data.title]);

    const toggle = page.getByRole('button', { name: /^(Зберегти пошук|Пошук збережено)$/ });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Пошук збережено' })).toBeVisible();

    // The newer tender of the same buyer the portal will get meanwhile.
    const newer = newerTenderFile(shipped, server.dataDir);
    await context.setOffline(true);
    try {
      // Offline the search answers from its saved copy, with the copy's date.
      await page.reload();
      await expect(resultTitles(page)).toHaveText([shipped.data.title]);
      const year = String(new Date().getFullYear());
      await expect(page.locator('.search-held')).toContainText(`станом на`);
      await expect(page.locator('.search-held')).toContainText(year);
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      // Its exports need the server: offline a line says so instead of two dead links.
      await expect(page.getByRole('link', { name: /^Завантажити (CSV|OCDS)/ })).toHaveCount(0);
      await expect(page.locator('.results-summary__offline')).toHaveText(
        'CSV і OCDS можна завантажити, коли буде з’єднання з порталом.',
      );

      // Another search offline offers the saved one and the tenders saved on the device.
      await page.goto(at('/search/tender?text=school'));
      await expect(page.getByRole('heading', { name: 'Немає з’єднання' })).toBeVisible();
      const offered = page.locator('.search-offline .saved-search');
      await expect(offered).toHaveCount(1);
      await expect(offered).toContainText(EDRPOU);
      await expect(page.getByRole('link', { name: /збережених тендерів/ })).toHaveAttribute(
        'href',
        '/saved',
      );

      // Meanwhile the portal gets a newer tender of the same buyer.
      await server.stop();
      expect(await server.ingest(newer.file)).toContain('1 new');
      await server.start();

      await page.goto(at('/saved'));
      const entry = page.locator('.saved-searches .saved-search');
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(EDRPOU);
      await expect(entry.locator('.saved-search__new')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
    // Back online: the saved search is checked and shows its new result.
    const entry = page.locator('.saved-searches .saved-search');
    await expect(entry.locator('.saved-search__new')).toHaveText('1 новий результат');

    // Offline the searches failed and background reads were refused, by design.
    pageErrors.length = 0;

    for (const lang of ['uk', 'en'] as const) {
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await screen.open(at(`/saved?lang=${lang}`));
        await expect(entry.locator('.saved-search__new')).toBeVisible();
        expect(await screen.axeViolations(), `/saved ${lang} ${String(width)}`).toEqual([]);
        expect(await screen.horizontalOverflow()).toBeUndefined();
      }
    }

    // Opened online, its first page becomes the stored one: nothing is new any more.
    // The result it had not seen is marked new on the page, and only that one.
    await entry.getByRole('link').click();
    await expect(resultTitles(page)).toHaveCount(2);
    const marked = page.locator('.result-card', { has: page.locator('.result-card__new') });
    await expect(marked.locator('.result-card__title')).toHaveText([newer.title]);
    await expect(marked.locator('.result-card__new')).toHaveText('New');
    if (process.env.SAVED_SCREENSHOTS) {
      await page.screenshot({ path: test.info().outputPath('search-new-marked.png') });
    }
    await page.getByRole('banner').getByRole('link', { name: 'Saved' }).click();
    await expect(entry).toBeVisible();
    await expect(entry.locator('.saved-search__new')).toHaveCount(0);
  });
});
