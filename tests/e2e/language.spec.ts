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

  test('a switch puts ?lang= in the address, and that link opens in its language', async ({
    home,
    page,
    browser,
  }) => {
    // Two cold starts (this page and another reader's context): about 28 s under CI's load.
    test.setTimeout(60_000);
    await page.goto('/search/tender?text=%D1%80%D0%B5%D0%BC%D0%BE%D0%BD%D1%82&page=1#results');
    await home.switchLanguage('en');
    await expect(page).toHaveURL(
      /\/search\/tender\?text=%D1%80%D0%B5%D0%BC%D0%BE%D0%BD%D1%82&page=1&lang=en#results$/,
    );

    // Someone else opens the copied link: English, and it stays their choice.
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto(page.url());
    await expect(other.locator('html')).toHaveAttribute('lang', 'en');
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Tenders');
    await other.goto(new URL('/news', page.url()).href);
    await expect(other.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });
});
