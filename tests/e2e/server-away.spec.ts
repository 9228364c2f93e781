import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { OwnServer } from './own-server';
import { RouteCheckPage } from './pages/RouteCheckPage';
import { SavedScreen } from './pages/SavedScreen';

/**
 * The server stops while the browser stays online (a dead Wi-Fi, a captive portal, the server
 * down): what the device holds is kept and shown with its labels, and a page it does not hold
 * says the server does not answer, then opens by itself when it does. This file runs a portal
 * server of its own, so it can stop it without touching the one the other tests share.
 */

/** A real complete tender (its status and procedure have labels in the dictionaries). */
const SAVED = 'UA-2024-01-10-005750-a';
/** A real tender this test never opens before the server stops. */
const UNSAVED = 'UA-2025-11-29-000037-a';
const SEARCH = '/search/tender?status[0]=complete&proc_type[0]=aboveThreshold';

/** How many dictionaries the storage panel of /saved counts on the device. */
const heldDictionaries = async (page: Page) =>
  Number(
    await page.locator('.storage-kinds tr[data-kind="dictionaries"] td').first().textContent(),
  );

/** Every held dictionary is past its 10 minutes: the next page asks the server for them. */
const expireDictionaries = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('portal-app');
        open.onerror = () => {
          reject(new Error(String(open.error)));
        };
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('dictionaries', 'readwrite');
          const store = tx.objectStore('dictionaries');
          const all = store.openCursor();
          all.onsuccess = () => {
            const cursor = all.result;
            if (!cursor) return;
            cursor.update({ ...(cursor.value as object), expiresAt: 0 });
            cursor.continue();
          };
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
        };
      }),
  );

test.describe('the server away, the browser online', () => {
  test.describe.configure({ timeout: 240_000 });
  let server: OwnServer;

  test.beforeAll(async () => {
    test.setTimeout(200_000);
    server = await OwnServer.create();
    await server.start();
  });

  test.afterAll(async () => {
    await server.dispose();
  });

  test('saved data keeps its labels and dictionaries; an unsaved page says the server does not answer and opens when it does', async ({
    page,
    pageErrors,
  }) => {
    const at = (address: string) => `${server.baseURL}${address}`;
    const saved = new SavedScreen(page);
    await page.goto(at('/'));
    await saved.waitForServiceWorkerControl();

    await page.goto(at(`/tender/${SAVED}`));
    await saved.save(saved.saveToggle());
    const status = page.locator('.tender-head .status-badge').first();
    const statusLabel = (await status.textContent())?.trim() ?? '';
    expect(statusLabel).not.toBe('complete');

    await page.goto(at(SEARCH));
    await page.getByRole('button', { name: 'Зберегти пошук' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Пошук збережено' })).toBeVisible();

    await page.goto(at('/saved'));
    const held = await heldDictionaries(page);
    expect(held).toBeGreaterThan(0);
    const online = await page.locator('main').innerText();
    expect(online).toContain(statusLabel);

    // Only what the device itself holds (Dexie) may answer now.
    await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('portal-api')) await caches.delete(name);
      }
    });
    await expireDictionaries(page);
    await server.stop();

    await page.goto(at('/saved'));
    await expect(page.locator('.offline-banner__text')).toContainText(
      'Сервер порталу не відповідає',
    );
    await expect(saved.entries.locator('.status-badge')).toHaveText(statusLabel);
    const filters = page.locator('.saved-searches .saved-search__summary');
    await expect(filters).not.toContainText('complete');
    await expect(filters).not.toContainText('aboveThreshold');
    await expect.poll(() => heldDictionaries(page)).toBeGreaterThanOrEqual(held);

    await page.goto(at(`/tender/${SAVED}`));
    await expect(status).toHaveText(statusLabel);

    await page.goto(at(`/tender/${UNSAVED}`));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Сервер порталу не відповідає');
    await expect(page.locator('.offline-banner__text')).toBeVisible();
    const screen = new RouteCheckPage(page);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await screen.axeViolations(), `server away ${String(width)}`).toEqual([]);
      expect(await screen.horizontalOverflow()).toBeUndefined();
    }

    // The server comes back: the page opens by itself and the banner goes.
    await server.start();
    await expect(heading).not.toHaveText('Сервер порталу не відповідає', { timeout: 60_000 });
    await expect(page.locator('.offline-banner__text')).toHaveCount(0);
    await page.goto(at('/saved'));
    await expect.poll(() => heldDictionaries(page)).toBeGreaterThanOrEqual(held);

    // Requests failed while the server was away, by design.
    pageErrors.length = 0;
  });
});
