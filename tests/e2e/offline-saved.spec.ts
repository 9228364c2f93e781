import type { Page } from '@playwright/test';
import { shippedTenderData } from '../support/shipped-cdb';
import { expect, test } from './fixtures';
import { SavedScreen } from './pages/SavedScreen';
import { TenderPage } from './pages/TenderPage';

/** A real tender with questions, complaints, two contracts and a lot (every tab has content). */
const SAVED = 'UA-2024-01-10-005750-a';
const cdb = shippedTenderData<{ title: string; procuringEntity: { identifier: { id: string } } }>(
  SAVED,
);

/** The tender page's six tabs, by their path below /tender/:id. */
const TABS = ['', 'questions', 'complaints', 'monitorings', 'contracts', 'lots'] as const;

/**
 * What the open tab shows, once everything in it has rendered (the purchase details' last
 * sections load as they come near the viewport).
 */
async function tabText(page: Page): Promise<string | null> {
  const tab = page.locator('.tender__tab');
  await expect(tab).toBeVisible();
  await page.keyboard.press('Shift');
  await page.evaluate(() => {
    window.scrollTo(0, document.body.scrollHeight);
  });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  // Its text content, not innerText: sections far from the viewport are not laid out
  // (`content-visibility: auto`), and innerText leaves them out.
  return tab.evaluate((element) => element.textContent);
}

/** Every tab of the tender, each opened from the tab bar as a reader does. */
async function readAllTabs(tender: TenderPage): Promise<(string | null)[]> {
  const texts: (string | null)[] = [];
  for (const path of TABS) {
    const href = `/tender/${SAVED}${path === '' ? '' : `/${path}`}`;
    await tender.main.locator(`nav a[href="${href}"]`).click();
    await expect(tender.page).toHaveURL(href);
    texts.push(await tabText(tender.page));
  }
  return texts;
}

test.describe('saved tenders offline', () => {
  test('a tender saved online reads offline: /saved lists it, the filter finds it by EDRPOU, its page and every tab show what they showed online', async ({
    context,
    page,
    home,
    pageErrors,
  }) => {
    // Six tabs read online, then again offline: about 35 s in a two-worker run.
    test.setTimeout(90_000);
    const tender = new TenderPage(page);
    const saved = new SavedScreen(page);
    await home.goto();
    await home.waitForServiceWorkerControl();

    await tender.goto(SAVED);
    await expect(tender.title(cdb.title)).toBeVisible();
    const online = await readAllTabs(tender);
    expect(online).toHaveLength(TABS.length);
    await saved.save(saved.saveToggle());
    expect(await saved.axeViolations(), 'the tender page with its toggle pressed').toEqual([]);
    if (process.env.SAVED_SCREENSHOTS) {
      await page.screenshot({ path: test.info().outputPath('tender-head-saved.png') });
    }
    // The service worker's answer cache is bounded (entries, age): only the saved copy is sure.
    await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('portal-api')) await caches.delete(name);
      }
    });

    await context.setOffline(true);
    try {
      await saved.openSaved();
      await expect(saved.entries).toHaveCount(1);
      const entry = saved.entries.first();
      await expect(entry.getByRole('heading', { level: 3 })).toHaveText(cdb.title);
      await expect(entry).toContainText(SAVED);

      await saved.filter.fill('no-such-tender-anywhere');
      await expect(saved.entries).toHaveCount(0);
      await expect(
        saved.main.getByRole('status').filter({ hasText: /нічого не знайдено/ }),
      ).toBeVisible();
      await saved.filter.fill(cdb.procuringEntity.identifier.id);
      await expect(saved.entries).toHaveCount(1);

      await entry.getByRole('link', { name: cdb.title }).click();
      await expect(tender.title(cdb.title)).toBeVisible();
      await expect(saved.saveToggle()).toHaveAttribute('aria-pressed', 'true');
      expect(await readAllTabs(tender)).toEqual(online);

      // A reload offline (no page state at all) opens the saved tender from the device too.
      await page.reload();
      await expect(tender.title(cdb.title)).toBeVisible();
      // Its OCDS download needs the server: offline the page says so instead of a dead link.
      await expect(page.getByRole('link', { name: /^Завантажити OCDS/ })).toHaveCount(0);
      await expect(page.getByText('OCDS можна завантажити, коли буде з’єднання')).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    // Offline, background revalidation and uncached calls fail by design.
    pageErrors.length = 0;
  });

  test('/saved passes axe with no horizontal scrollbar, empty and with tenders saved from search cards, at 360 and 1280 px in Ukrainian and English', async ({
    page,
  }, testInfo) => {
    // Eight axe runs and two saves.
    test.setTimeout(120_000);
    const saved = new SavedScreen(page);
    const check = async (state: string) => {
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        for (const lang of ['uk', 'en'] as const) {
          await saved.openSaved(lang);
          if (state === 'empty') await expect(saved.main.locator('.saved-empty')).toBeVisible();
          else await expect(saved.entries).toHaveCount(2);
          await saved.renderEverything();
          const where = `${state}, ${String(width)} px, ${lang}`;
          expect(await saved.axeViolations(), where).toEqual([]);
          expect(await saved.horizontalOverflow(), where).toBeUndefined();
          if (process.env.SAVED_SCREENSHOTS) {
            await page.screenshot({
              path: testInfo.outputPath(`saved-${state}-${String(width)}-${lang}.png`),
              fullPage: true,
            });
          }
        }
      }
    };
    await check('empty');

    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/search/tender');
    const titles = page.locator('.result-card__title');
    await expect(titles.first()).toBeVisible();
    for (const index of [0, 1]) {
      const title = (await titles.nth(index).innerText()).trim();
      await saved.save(saved.saveToggle(title));
    }
    expect(await saved.axeViolations(), 'search cards with toggles pressed').toEqual([]);
    expect(await saved.horizontalOverflow(), 'search cards at 360 px').toBeUndefined();
    if (process.env.SAVED_SCREENSHOTS) {
      await page.screenshot({ path: testInfo.outputPath('search-cards-360.png'), fullPage: true });
    }
    await check('filled');

    // Removing one (by keyboard) updates the list at once, says so, and keeps the focus on the list.
    await saved.entries
      .first()
      .getByRole('button', { name: /^Remove from saved: / })
      .focus();
    await page.keyboard.press('Enter');
    await expect(saved.entries).toHaveCount(1);
    await expect(
      saved.main.getByRole('status').filter({ hasText: /removed from saved/ }),
    ).toBeVisible();
    await expect(saved.main.getByRole('heading', { name: 'Saved tenders' })).toBeFocused();
  });
});
