import { expect, test } from './fixtures';
import { SavedScreen } from './pages/SavedScreen';

/** A real tender, saved and removed from its own page. */
const TENDER = 'UA-2024-01-10-005750-a';

test.describe('the save toggles say what they did', () => {
  for (const [lang, texts] of [
    ['uk', { save: 'Зберегти офлайн', saved: 'Збережено офлайн', remove: 'Прибрати' }],
    ['en', { save: 'Save offline', saved: 'Saved offline', remove: 'Remove' }],
  ] as const) {
    test(`a tender's toggle reads "saved" while pressed and offers to remove it (${lang})`, async ({
      page,
    }) => {
      const screen = new SavedScreen(page);
      await page.goto(`/tender/${TENDER}${lang === 'en' ? '?lang=en' : ''}`);
      const toggle = screen.saveToggle();
      await expect(toggle).toHaveText(texts.save);
      await screen.save(toggle);
      await expect(toggle).toHaveText(texts.saved);
      const remove = screen.main.getByRole('button', { name: texts.remove, exact: true });
      await expect(remove).toBeVisible();

      // Removing it by keyboard: the toggle offers to save again.
      await remove.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(toggle).toHaveText(texts.save);
      await expect(remove).toHaveCount(0);
    });
  }

  test('a search toggle reads "saved" while pressed, and "Прибрати" removes it', async ({
    page,
  }) => {
    await page.goto('/search/tender?status[0]=complete');
    const toggle = page.getByRole('button', { name: /^(Зберегти пошук|Пошук збережено)$/ });
    await expect(toggle).toHaveText('Зберегти пошук');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveText('Пошук збережено');
    await page.getByRole('button', { name: 'Прибрати збережений пошук' }).click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveText('Зберегти пошук');

    await page.goto('/search/tender?status[0]=complete&lang=en');
    const english = page.getByRole('button', { name: /^(Save this search|Search saved)$/ });
    await expect(english).toHaveText('Save this search');
    await english.click();
    await expect(english).toHaveAttribute('aria-pressed', 'true');
    await expect(english).toHaveText('Search saved');
    await expect(page.getByRole('button', { name: 'Remove the saved search' })).toBeVisible();
  });

  test("a press says it is saving at once, while the toggle's code loads, and says so when it cannot load", async ({
    page,
    pageErrors,
  }) => {
    let failLoads = true;
    let releaseLoad = (): void => undefined;
    await page.route(/\/assets\/SaveToggle-[^/]*\.js$/, async (route) => {
      if (failLoads) {
        await route.abort();
        return;
      }
      await new Promise<void>((resolve) => {
        releaseLoad = resolve;
      });
      await route.continue();
    });
    await page.goto(`/tender/${TENDER}`);
    const toggle = new SavedScreen(page).saveToggle();
    const status = toggle.locator('xpath=..').getByRole('status');

    await toggle.click();
    await expect(status).toHaveText(/Не вдалося зберегти: немає зв’язку з сервером/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    pageErrors.length = 0;

    failLoads = false;
    await toggle.click();
    await expect(status).toHaveText('Зберігаємо тендер з усіма вкладками…');
    releaseLoad();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(status).toHaveText(/збережено для читання без інтернету/i);
  });
});
