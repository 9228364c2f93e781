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
