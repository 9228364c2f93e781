import { expect } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { RouteCheckPage } from './RouteCheckPage';

/** /saved: the saved tenders, their on-device filter and the save toggles that fill it. */
export class SavedScreen extends RouteCheckPage {
  /** The saved tenders' list: one entry (list item) each. */
  get entries(): Locator {
    return this.main.locator('.saved-tenders__list > li');
  }

  get filter(): Locator {
    return this.main.getByRole('searchbox', { name: /знайти серед збережених|find among saved/i });
  }

  /**
   * The "Save offline" toggle, which reads "Saved offline" while pressed (on a tender page there
   * is one; on a card, by its title).
   */
  saveToggle(title?: string): Locator {
    const state = '(Зберегти офлайн|Збережено офлайн|Save offline|Saved offline)';
    const name = title
      ? new RegExp(`^${state}: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
      : new RegExp(`^${state}$`);
    return this.main.getByRole('button', { name });
  }

  /** Presses a toggle and waits for the tender to be kept (the polite status says so). */
  async save(toggle: Locator): Promise<void> {
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle.locator('xpath=..').getByRole('status')).toHaveText(
      /збережено для читання без інтернету|saved for offline reading/i,
    );
  }

  async openSaved(lang: 'uk' | 'en' = 'uk'): Promise<void> {
    await this.page.goto(lang === 'en' ? '/saved?lang=en' : '/saved');
    await expect(this.heading).toBeVisible();
    await expect(this.main.locator('.saved-tenders__loading')).toHaveCount(0);
  }
}
