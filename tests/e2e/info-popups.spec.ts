import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { RouteCheckPage } from './pages/RouteCheckPage';

/** The large shipped tender: greyed documents and a proposals register, each with a pop-up. */
const LARGE = 'UA-2024-04-26-006781-a';

/** Opens every «Чому недоступно» pop-up of the page in turn; each must lie inside the viewport. */
async function checkEveryPopup(page: Page, width: number, touch: boolean): Promise<number> {
  // Six pop-ups, each opened, measured and closed.
  test.setTimeout(90_000);
  const screen = new RouteCheckPage(page);
  await page.evaluate(() => {
    window.scrollTo(0, document.body.scrollHeight);
  });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  const triggers = page.getByRole('button', { name: /^(Чому недоступно|Why it is unavailable)$/ });
  const count = await triggers.count();
  for (let index = 0; index < count; index += 1) {
    const trigger = triggers.nth(index);
    await trigger.scrollIntoViewIfNeeded();
    if (touch) await trigger.tap();
    else await trigger.focus();
    const panel = page.locator(`[id="${(await trigger.getAttribute('aria-describedby')) ?? ''}"]`);
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box, `pop-up ${String(index)}`).not.toBeNull();
    expect(box?.x ?? -1, `pop-up ${String(index)} at ${String(width)} px`).toBeGreaterThanOrEqual(
      0,
    );
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    expect(await screen.horizontalOverflow(), `pop-up ${String(index)}`).toBeUndefined();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }
  return count;
}

test.describe('«Чому недоступно» pop-ups on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('stay inside a 360 px screen and never widen the page (Ukrainian)', async ({ page }) => {
    await page.goto(`/tender/${LARGE}`);
    expect(await checkEveryPopup(page, 360, true)).toBeGreaterThanOrEqual(3);
  });
});

test('«Why it is unavailable» pop-ups stay inside a 1280 px window (English)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/tender/${LARGE}?lang=en`);
  expect(await checkEveryPopup(page, 1280, false)).toBeGreaterThanOrEqual(3);
});
