import { expect, test } from './fixtures';
import { SearchListPage } from './pages/SearchListPage';

test.describe('a search in other word forms', () => {
  test('sorts a new text by relevance, in the address, and marks the title’s own form', async ({
    page,
  }) => {
    const screen = new SearchListPage(page);
    await screen.open('/search/tender');
    await screen.searchBox.fill('лікарні');
    await screen.searchBox.press('Enter');
    await expect(page).toHaveURL(/\?text=%D0%BB.*&sort_by=relevance&order=desc$/);
    await expect(screen.sort).toHaveValue('relevance,desc');
    await expect(screen.sort.locator('option:checked')).toHaveText('За релевантністю');
    await expect(screen.results.locator('mark', { hasText: /^лікарня$/i }).first()).toBeVisible();

    await page.reload();
    await expect(screen.sort).toHaveValue('relevance,desc');
    await screen.open('/search/tender?lang=en&text=лікарні&sort_by=relevance&order=desc');
    await expect(screen.sort.locator('option:checked')).toHaveText('Most relevant');
  });
});
