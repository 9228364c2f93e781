import type { Page } from '@playwright/test';
import { TENDER, expect, test } from './fixtures';
import { RouteCheckPage } from './pages/RouteCheckPage';

/** A second real tender: viewed, then marked saved in the device's database. */
const SAVED_TENDER = 'UA-2025-11-29-000037-a';

const row = (page: Page, kind: string) => page.locator(`.storage-kinds tr[data-kind="${kind}"] td`);

/** Marks a held tender saved, as the save toggle does (its record in `savedTenders`). */
const markSaved = (page: Page, tenderID: string) =>
  page.evaluate(
    (id) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('portal-app');
        open.onerror = () => {
          reject(new Error(String(open.error)));
        };
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['tenders', 'savedTenders'], 'readwrite');
          const byTenderID = tx.objectStore('tenders').index('tenderID').get(id);
          byTenderID.onsuccess = () => {
            const record = byTenderID.result as { id: string };
            const now = Date.now();
            tx.objectStore('savedTenders').put({
              id: record.id,
              tenderID: id,
              savedAt: now,
              checkedAt: now,
            });
          };
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => {
            reject(new Error(String(tx.error)));
          };
        };
      }),
    tenderID,
  );

/** How many tenders the device's database holds (0 before it exists). */
const heldTenders = (page: Page) =>
  page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('portal-app')) return 0;
    return new Promise<number>((resolve) => {
      const open = indexedDB.open('portal-app');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('tenders')) {
          db.close();
          resolve(0);
          return;
        }
        const count = db.transaction('tenders').objectStore('tenders').count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result);
        };
      };
    });
  });

test.describe('the storage panel on /saved', () => {
  test('counts what was viewed, clears viewed data but keeps a saved tender, passes axe', async ({
    page,
    tender,
  }) => {
    // Two tenders viewed, then axe at two widths in two languages: over 30 s in a two-worker run.
    test.setTimeout(90_000);
    const screen = new RouteCheckPage(page);
    for (const [index, id] of [TENDER.id, SAVED_TENDER].entries()) {
      await tender.goto(id);
      await expect(page.locator('h1')).toBeVisible();
      // The copy is written once the page has settled: wait for it before leaving.
      await expect.poll(() => heldTenders(page), { timeout: 15_000 }).toBe(index + 1);
    }
    await page.goto('/saved');
    await expect(row(page, 'viewedTenders').first()).toHaveText('2');
    await markSaved(page, SAVED_TENDER);
    await page.reload();
    await expect(row(page, 'savedTenders').first()).toHaveText('1');
    await expect(row(page, 'viewedTenders').first()).toHaveText('1');

    // Clear viewed: a confirmation step first; cancelling leaves everything and refocuses.
    const clearViewed = page.getByRole('button', { name: 'Очистити переглянуте' });
    await clearViewed.click();
    const yes = page.getByRole('button', { name: 'Так, очистити' });
    await expect(yes).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(clearViewed).toBeFocused();
    await expect(row(page, 'viewedTenders').first()).toHaveText('1');
    await clearViewed.click();
    await yes.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Переглянуте видалено' }),
    ).toBeVisible();
    await expect(row(page, 'viewedTenders').first()).toHaveText('0');
    await expect(row(page, 'savedTenders').first()).toHaveText('1');

    for (const lang of ['uk', 'en'] as const) {
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await screen.open(lang === 'en' ? '/saved?lang=en' : '/saved');
        await expect(page.locator('.storage-kinds')).toBeVisible();
        expect(await screen.axeViolations(), `${lang} ${String(width)}`).toEqual([]);
        expect(await screen.horizontalOverflow(), `${lang} ${String(width)}`).toBeUndefined();
        await page.screenshot({
          path: test.info().outputPath(`storage-${lang}-${String(width)}.png`),
          fullPage: true,
        });
      }
    }
  });
});
