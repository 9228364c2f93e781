import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { SavedScreen } from './pages/SavedScreen';
import { TenderPage } from './pages/TenderPage';

/** A real shipped tender (cancelled, with its lots), saved for the switch to follow. */
const TENDER = 'UA-2024-02-05-014363-a';
const SEARCH = '/search/tender?status[0]=complete';

/** The watch's token, read from the feed address the switch offers. */
async function tokenOf(switchBox: Locator): Promise<string> {
  const href = await switchBox.getByRole('link').getAttribute('href');
  const token = /\/feeds\/watch\/([\w-]+)\.atom$/.exec(href ?? '')?.[1];
  expect(token, `the feed address ${String(href)}`).toBeDefined();
  return token ?? '';
}

/** Chromium's own console error when a page subscribes in a private (Playwright's) profile. */
const dropIncognitoPushError = (errors: string[]) => {
  const others = errors.filter((error) => !error.includes('Push API in incognito mode'));
  errors.splice(0, errors.length, ...others);
};

const watchStatus = async (request: APIRequestContext, token: string) =>
  (await request.get(`/api/watches/${token}`)).status();

async function saveBoth(saved: SavedScreen, tender: TenderPage): Promise<void> {
  await tender.goto(TENDER);
  await saved.save(saved.saveToggle());
  for (const search of [SEARCH, '/search/plan']) {
    await saved.page.goto(search);
    await saved.page.getByRole('button', { name: 'Зберегти пошук' }).click();
    await expect(saved.page.getByRole('button', { name: 'Пошук збережено' })).toBeVisible();
  }
}

/**
 * The «Сповіщати» switch of /saved (issue 43 point 6) against the shared server: it makes and
 * deletes real watches. Playwright's Chromium runs without a push service (incognito), so a
 * granted permission still ends with the feed only, as it does in a browser whose push service
 * cannot be reached; Firefox's whole way with a push service is its own test.
 */
test.describe('the notifications switch of a saved tender or search', () => {
  test('switches a watch on and off by keyboard, keeps its state over a reload and offers its feed', async ({
    page,
    context,
    home,
    baseURL,
    request,
    pageErrors,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const saved = new SavedScreen(page);
    await home.goto();
    await home.waitForServiceWorkerControl();
    await saveBoth(saved, new TenderPage(page));
    await saved.openSaved();

    // A tender search and a tender have a switch; a search of plans has no feed of changes.
    await expect(page.getByRole('switch')).toHaveCount(2);
    const tenderSwitch = page.getByRole('switch', { name: /^Сповіщати про зміни: Ізольовані/ });
    const tenderBox = saved.entries.locator('.notify-switch');
    await expect(tenderSwitch).toBeEnabled();
    await expect(tenderSwitch).toHaveAttribute('aria-checked', 'false');
    await tenderSwitch.focus();
    await page.keyboard.press('Space');
    await expect(tenderSwitch).toHaveAttribute('aria-checked', 'true');
    await expect(tenderBox.locator('.notify-switch__status')).toHaveText(
      'Стрічку новин увімкнено, сповіщень браузер не покаже.',
    );
    await expect(tenderBox.locator('.notify-switch__note')).toHaveText(
      /^Служба сповіщень браузера не відповіла/,
    );
    const token = await tokenOf(tenderBox);
    const feed = await request.get(`/feeds/watch/${token}.atom`);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('<feed');
    const watch = (await (await request.get(`/api/watches/${token}`)).json()) as unknown;
    expect(watch).toMatchObject({ kind: 'tender', tender: TENDER, lang: 'uk', push: false });
    expect(await saved.axeViolations()).toEqual([]);

    await page.reload();
    await expect(tenderSwitch).toHaveAttribute('aria-checked', 'true');
    expect(await tokenOf(tenderBox)).toBe(token);

    await tenderSwitch.focus();
    await page.keyboard.press('Enter');
    await expect(tenderSwitch).toHaveAttribute('aria-checked', 'false');
    await expect(tenderBox.locator('.notify-switch__status')).toHaveText('Сповіщення вимкнено.');
    await expect(tenderBox.getByRole('link')).toHaveCount(0);
    expect(await watchStatus(request, token)).toBe(404);

    // Removing a saved search stops its watch too.
    const tenderSearch = page.locator('.saved-search', { has: page.getByRole('switch') });
    const searchSwitch = tenderSearch.getByRole('switch');
    await searchSwitch.click();
    await expect(searchSwitch).toHaveAttribute('aria-checked', 'true');
    const searchToken = await tokenOf(tenderSearch.locator('.notify-switch'));
    expect(await (await request.get(`/api/watches/${searchToken}`)).json()).toMatchObject({
      kind: 'search',
      query: 'status%5B0%5D=complete',
      lang: 'uk',
    });
    await tenderSearch.getByRole('button', { name: /^Прибрати/ }).click();
    await expect.poll(() => watchStatus(request, searchToken)).toBe(404);
    dropIncognitoPushError(pageErrors);
  });

  test('says what to do when the browser refuses, in English, at 360 px', async ({
    page,
    home,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const saved = new SavedScreen(page);
    await home.goto();
    await home.waitForServiceWorkerControl();
    await saveBoth(saved, new TenderPage(page));
    await saved.openSaved('en');

    const tenderSwitch = saved.entries.getByRole('switch', { name: /^Notify me of changes: / });
    await tenderSwitch.click();
    await expect(tenderSwitch).toHaveAttribute('aria-checked', 'true');
    const box = saved.entries.locator('.notify-switch');
    await expect(box.locator('.notify-switch__note')).toHaveText(
      /^Your browser blocks notifications from this site\. Allow them in the site's settings/,
    );
    await expect(box.getByRole('button', { name: "Copy the feed's address" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    if (process.env.SAVED_SCREENSHOTS) {
      await page.screenshot({ path: test.info().outputPath('notify-en-360.png'), fullPage: true });
    }
    const token = await tokenOf(box);
    await tenderSwitch.click();
    await expect(tenderSwitch).toHaveAttribute('aria-checked', 'false');
    expect(await watchStatus(request, token)).toBe(404);
  });
});
