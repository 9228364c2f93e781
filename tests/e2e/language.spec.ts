import { expect, test } from './fixtures';

const cyrillic = /[а-яіїєґ]/i;

test.describe('language', () => {
  test('switching to English changes the interface, switching back restores Ukrainian', async ({
    home,
    page,
  }) => {
    await home.goto();
    const menu = home.headerNav.getByRole('link');
    await expect(menu.first()).toBeVisible();
    const ukrainianMenu = await menu.allInnerTexts();
    expect(ukrainianMenu.join(' ')).toMatch(cyrillic);

    await home.switchLanguage('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(menu.first()).not.toHaveText(ukrainianMenu[0] ?? '');
    const englishMenu = await menu.allInnerTexts();
    expect(englishMenu).toHaveLength(ukrainianMenu.length);
    for (const label of englishMenu) expect(label).not.toMatch(cyrillic);

    await home.switchLanguage('uk');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(menu).toHaveText(ukrainianMenu);
  });
});
