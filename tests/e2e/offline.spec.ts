import { TENDER, expect, test } from './fixtures';

test.describe('offline', () => {
  test('after a first visit, the shell and the tender page reload offline', async ({
    context,
    home,
    tender,
    page,
    pageErrors,
  }) => {
    await home.goto();
    await home.waitForServiceWorkerControl();

    // Now controlled: what the tender page loads passes through the service worker.
    await tender.goto(TENDER.id);
    await expect(tender.title(TENDER.title)).toBeVisible();
    await expect(tender.money(TENDER.value)).toBeVisible();

    await context.setOffline(true);
    try {
      const response = await page.reload();
      expect(response?.fromServiceWorker(), 'the page came from the service worker').toBe(true);
      expect(await response?.text(), 'the precached shell').not.toContain('id="rendered-data"');
      await tender.expectShell();
      await expect(tender.title(TENDER.title)).toBeVisible();
      await expect(tender.money(TENDER.value)).toBeVisible();

      // The home page (another route, another lazy chunk) opens offline too.
      await home.goto();
      await expect(home.heading).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    // Offline, background revalidation and uncached calls fail by design.
    pageErrors.length = 0;
  });
});
