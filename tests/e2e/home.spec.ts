import { expect, test } from './fixtures';

test.describe('home', () => {
  test('loads with the header navigation and one main heading, without errors', async ({
    home,
    page,
  }) => {
    await home.goto();

    await expect(page).toHaveTitle(/\S/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(home.headerNav.getByRole('link').first()).toBeVisible();
    await expect(home.main).toBeVisible();
    await expect(home.heading).toHaveCount(1);
    await expect(home.heading).toBeVisible();
  });
});

test.describe('the runtime', () => {
  test('React rendered the page: its root and elements carry React’s own keys', async ({
    home,
    page,
  }) => {
    await home.goto();
    await expect(home.heading).toBeVisible();
    const keys = await page.evaluate(() => {
      const root = document.getElementById('root');
      const heading = document.querySelector('main h1');
      return {
        root: root ? Object.keys(root) : [],
        heading: heading ? Object.keys(heading) : [],
      };
    });
    expect(keys.root.some((key) => key.startsWith('__reactContainer$'))).toBe(true);
    expect(keys.heading.some((key) => key.startsWith('__reactFiber$'))).toBe(true);
  });
});
