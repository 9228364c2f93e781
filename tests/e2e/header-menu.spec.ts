import { expect, test } from './fixtures';
import { HeaderMenu } from './pages/HeaderMenu';
import type { FocusedControl } from './pages/HeaderMenu';

/**
 * Where the keyboard's order leaves the reading order (rows top to bottom, each row left to
 * right): 'A → B' for each step back.
 */
function outOfReadingOrder(controls: readonly FocusedControl[]): string[] {
  return controls.slice(1).flatMap((next, index) => {
    const previous = controls[index];
    if (!previous) return [];
    const sameRow = next.top < previous.bottom && previous.top < next.bottom;
    const forward = sameRow ? next.left > previous.left : next.top >= previous.bottom - 1;
    return forward ? [] : [`${previous.name} → ${next.name}`];
  });
}

for (const width of [360, 1280]) {
  test(`the keyboard goes through the header in reading order at ${String(width)} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const controls = await new HeaderMenu(page).tabThroughBanner();
    // The name, the menu (its button, or its six links), the saved tenders, two languages.
    expect(controls.length).toBeGreaterThanOrEqual(5);
    expect(outOfReadingOrder(controls)).toEqual([]);
  });
}

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('every header link is reachable through the menu button by keyboard', async ({
    page,
    request,
  }) => {
    const expected = await HeaderMenu.expectedLabels(request, 'uk');
    expect(expected.length).toBeGreaterThan(4);
    const menu = new HeaderMenu(page);
    await page.goto('/');
    await expect(menu.toggle).toHaveAttribute('aria-expanded', 'false');
    const controls = await menu.toggle.getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    // Closed, the links are neither shown nor in the tab order.
    for (const link of await menu.links.all()) await expect(link).toBeHidden();

    await menu.tabToToggle();
    await page.keyboard.press('Enter');
    await expect(menu.toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${controls ?? ''}`)).toBeVisible();

    const reached: string[] = [];
    while (reached.length < expected.length) {
      await page.keyboard.press('Tab');
      reached.push(await menu.focused());
    }
    expect(reached).toEqual(expected.map((label) => `a:${label}`));
    for (const link of await menu.links.all()) {
      const box = await link.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }

    // Escape closes the menu and gives focus back to its button.
    await page.keyboard.press('Escape');
    await expect(menu.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.toggle).toBeFocused();
    await expect(menu.links.first()).toBeHidden();
  });

  test('the portal’s name is shown whole, not cut, in both languages', async ({ page }) => {
    for (const [path, name] of [
      ['/', 'Відкриті закупівлі'],
      ['/?lang=en', 'Open Procurement'],
    ] as const) {
      await page.goto(path);
      const brand = page.locator('.site-header__brand span');
      await expect(brand).toHaveText(name);
      const fits = await brand.evaluate(
        (span) => span.scrollWidth <= span.clientWidth && span.scrollHeight <= span.clientHeight,
      );
      expect(fits, name).toBe(true);
    }
  });

  test('the menu closes when a link is followed, and opening it moves nothing', async ({
    page,
    request,
  }) => {
    const [, , , , news] = await HeaderMenu.expectedLabels(request, 'uk');
    const menu = new HeaderMenu(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    const headerBox = await page.getByRole('banner').boundingBox();
    const mainTop = (await main.boundingBox())?.y;

    await menu.toggle.click();
    await expect(menu.links.first()).toBeVisible();
    expect(await page.getByRole('banner').boundingBox()).toEqual(headerBox);
    expect((await main.boundingBox())?.y).toBe(mainTop);

    await menu.nav.getByRole('link', { name: news ?? 'Новини' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(menu.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.links.first()).toBeHidden();

    // A click outside closes it too.
    await menu.toggle.click();
    await expect(menu.toggle).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(180, 720);
    await expect(menu.toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the focused skip link is drawn over the header, not under it', async ({ page }) => {
    await page.goto('/');
    // The first Tab reaches the skip link once the app has rendered.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {
      name: /^(перейти до основного вмісту|skip to main content)$/i,
    });
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href'),
      { x: (box?.x ?? 0) + 4, y: (box?.y ?? 0) + 4 },
    );
    expect(onTop).toBe('#main');
  });

  test('the header is as tall on the first frame as when the menu has come', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          shifts.push((entry as unknown as { value: number }).value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const menu = new HeaderMenu(page);
    await page.goto('/search/tender');
    await expect(menu.toggle).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
});

test.describe('on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the links stand inline in the header and there is no menu button', async ({
    page,
    request,
  }) => {
    const expected = await HeaderMenu.expectedLabels(request, 'en');
    const menu = new HeaderMenu(page);
    await page.goto('/?lang=en');
    await expect(menu.links).toHaveText(expected);
    await expect(menu.toggle).toBeHidden();
    const header = await page.getByRole('banner').boundingBox();
    const tops = new Set<number>();
    for (const link of await menu.links.all()) {
      await expect(link).toBeVisible();
      const box = await link.boundingBox();
      tops.add(Math.round(box?.y ?? -1));
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(header?.y ?? 0);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(
        (header?.y ?? 0) + (header?.height ?? 0),
      );
    }
    // One row.
    expect(tops.size).toBe(1);
  });
});
