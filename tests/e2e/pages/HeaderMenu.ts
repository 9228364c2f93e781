import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { StaticDataResponse } from '../../../contract/static-data';
import type { Language } from './AppPage';

/** A control of the banner that had focus, and where it stands. */
export interface FocusedControl {
  name: string;
  top: number;
  left: number;
  bottom: number;
}

/** The header's main menu: a button and a panel on a phone, links in the row on a desktop. */
export class HeaderMenu {
  readonly nav: Locator;
  readonly toggle: Locator;
  readonly links: Locator;

  constructor(readonly page: Page) {
    this.nav = page
      .getByRole('banner')
      .getByRole('navigation', { name: /основне меню|main menu/i });
    this.toggle = this.nav.getByRole('button', { name: /^(меню|menu)$/i });
    this.links = this.nav.getByRole('link');
  }

  /** The header_menu labels the API gives, in their order. */
  static async expectedLabels(request: APIRequestContext, lang: Language): Promise<string[]> {
    const response = await request.get(`/api/static-data?lang=${lang}&cache[0][key]=header_menu`);
    expect(response.ok()).toBe(true);
    const answer = (await response.json()) as StaticDataResponse;
    const entries = Object.values(answer.data.header_menu?.data ?? {});
    return entries
      .sort((a, b) => Number(a.order) - Number(b.order))
      .map((entry) => String(lang === 'en' ? entry.title_en : entry.title_uk));
  }

  /** The element that has focus, as 'tag:accessible text'. */
  focused(): Promise<string> {
    return this.page.evaluate(() => {
      const element = document.activeElement;
      return `${element?.tagName.toLowerCase() ?? ''}:${element?.textContent.trim() ?? ''}`;
    });
  }

  /**
   * Tabs from the top of the page through the banner: each control that took focus there,
   * with its box, in the order the keyboard reached them.
   */
  async tabThroughBanner(): Promise<FocusedControl[]> {
    const reached: FocusedControl[] = [];
    for (let step = 0; step < 20; step++) {
      await this.page.keyboard.press('Tab');
      const control = await this.page.evaluate(() => {
        const element = document.activeElement;
        if (!element?.closest('header')) return undefined;
        const { top, left, bottom } = element.getBoundingClientRect();
        return { name: element.textContent.trim(), top, left, bottom };
      });
      if (control) reached.push(control);
      else if (reached.length > 0) break;
    }
    return reached;
  }

  /** Tabs from the top of the page until the menu button has focus. */
  async tabToToggle(): Promise<void> {
    await this.page.keyboard.press('Tab');
    for (
      let step = 0;
      step < 10 && !(await this.toggle.evaluate((b) => b === document.activeElement));
      step++
    ) {
      await this.page.keyboard.press('Tab');
    }
    await expect(this.toggle).toBeFocused();
  }
}
