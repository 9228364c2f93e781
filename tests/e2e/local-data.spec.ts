import { appDbPut } from './app-db';
import { expect, test } from './fixtures';

test.describe('local data', () => {
  test('a damaged stored menu (data: null, not expired) is fetched again and every part shows', async ({
    home,
    page,
  }) => {
    await home.goto();
    await home.waitForServiceWorkerControl();
    // The local copies are written once the page has settled (the worker controls it).
    await expect
      .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name)))
      .toContain('portal-app');

    // A damaged record, as a broken write might leave it.
    await appDbPut(page, 'dictionaries', {
      key: 'header_menu',
      lang: 'uk',
      date_modified: '2026-01-01T00:00:00Z',
      data: null,
      expiresAt: Date.now() + 5 * 60 * 1000,
    });
    await page.reload();

    await home.expectShell();
    await expect(home.headerNav.getByRole('link').first()).toBeVisible();
    await expect(home.heading).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
