import { expect } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { UI_KIT_ITEMS } from '../../../src/features/ui-kit/ui-kit-items';
import { AppPage } from './AppPage';

/** The element pages of /ui-kit. */
export const UI_KIT_IDS = UI_KIT_ITEMS;

export class UiKitPage extends AppPage {
  /** The element's own heading (h2) under the kit's h1. */
  readonly itemHeading: Locator = this.main.getByRole('heading', { level: 2 });
  /** The list of elements. */
  readonly itemList: Locator = this.main.getByRole('navigation', {
    name: /^(елементи|elements)$/i,
  });

  /** Opens /ui-kit or /ui-kit/<id> (with an optional ?query or #hash) and waits for it. */
  async goto(id?: string, suffix = ''): Promise<void> {
    await this.page.goto(`/ui-kit${id ? `/${id}` : ''}${suffix}`);
    await expect(this.heading).toBeVisible();
    if (id) await expect(this.itemHeading).toBeVisible();
  }

  /** The visible text of the page's main area. */
  mainText(): Promise<string> {
    return this.main.innerText();
  }

  tablist(name: string | RegExp): Locator {
    return this.main.getByRole('tablist', { name });
  }

  accordionButton(name: string | RegExp): Locator {
    return this.main.getByRole('button', { name });
  }

  pagination(name: string | RegExp): Locator {
    return this.main.getByRole('navigation', { name });
  }

  hash(): Promise<string> {
    return this.page.evaluate(() => window.location.hash);
  }
}
