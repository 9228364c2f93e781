import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Writes a stored dictionary record straight into the app's IndexedDB, as a broken write might. */
async function storeRecord(page: Page, record: object): Promise<void> {
  await page.evaluate(
    (value) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('portal-app');
        open.onerror = () => {
          reject(open.error ?? new Error('open failed'));
        };
        open.onsuccess = () => {
          const transaction = open.result.transaction('dictionaries', 'readwrite');
          transaction.objectStore('dictionaries').put(value);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => {
            reject(transaction.error ?? new Error('put failed'));
          };
        };
      }),
    record,
  );
}

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

    await storeRecord(page, {
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
